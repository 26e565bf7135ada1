import Foundation

// TEMPORARY (lead's branch only): stands in for the sandbox helper's runners until merged.

/// Runs commands without isolation (`--no-sandbox`).
nonisolated public struct UnsandboxedRunner: SandboxRunning {
  public init() {}
  public var isolation: SandboxIsolation { .none }
  public var description: String { "none: student code runs as you (--no-sandbox)" }
  public var supportsLayers: Bool { false }

  public func run(_ command: [String], policy: SandboxPolicy, timeLimit: Duration) throws
    -> SandboxOutcome
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    var environment = policy.environment
    environment["PATH"] = environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"]
    environment["HOME"] = environment["HOME"] ?? ProcessInfo.processInfo.environment["HOME"]
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.currentDirectoryURL = policy.workingDirectory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    let reader = PipeReader(pipe.fileHandleForReading)
    var timedOut = false
    if ended.wait(timeout: SystemProcesses.deadline(after: timeLimit)) == .timedOut {
      timedOut = true
      kill(-process.processIdentifier, SIGKILL)
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    reader.finished.wait()
    let data = reader.data
    let kept = data.prefix(policy.limits.outputBytes)
    let ending: SandboxOutcome.Ending =
      timedOut
      ? .timedOut
      : process.terminationReason == .uncaughtSignal
        ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
    return SandboxOutcome(
      ending: ending, output: Data(kept), droppedOutputBytes: data.count - kept.count)
  }
}

/// Which sandbox this machine allows.
nonisolated public enum SandboxProbe {
  public static func best() -> any SandboxRunning { UnsandboxedRunner() }
  public static var reason: String { "the sandbox is not built yet" }
}
