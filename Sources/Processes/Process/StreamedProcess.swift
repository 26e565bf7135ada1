import Foundation

/// Runs a program with a time limit, collecting its standard output line by line and its
/// standard error, and says how it ended: an exit status, a signal, or the time limit (then
/// the process is killed with SIGKILL).
///
/// Its standard input is empty. `SWIFT_BACKTRACE=enable=no` is set, so a crashing Swift
/// child ends at once instead of symbolicating its backtrace.
nonisolated public enum StreamedProcess {
  /// How the process ended.
  public enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (a trap is SIGILL or SIGTRAP, an abort SIGABRT…).
    case signalled(Int32)
    /// It was still running at the time limit and was killed.
    case timedOut
  }

  /// What the process wrote and how it ended.
  public struct Outcome: Equatable, Sendable {
    /// Its standard output, split into lines (without their newlines).
    public var lines: [String]
    /// Its standard error.
    public var standardError: String
    /// How it ended.
    public var ending: Ending
  }

  /// Runs `executable` with `arguments` and waits for it, at most `timeLimit`.
  ///
  /// - Parameter environment: the child's environment (this process's by default).
  /// - Throws: when the program cannot be started.
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    timeLimit: Duration
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var childEnvironment = environment ?? ProcessInfo.processInfo.environment
    childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = childEnvironment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputReader = PipeReader(output.fileHandleForReading)
    let errorReader = PipeReader(error.fileHandleForReading)
    let deadline = SystemProcesses.deadline(after: timeLimit)
    var timedOut = false
    if outputReader.finished.wait(timeout: deadline) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      outputReader.finished.wait()
    }
    errorReader.finished.wait()
    process.waitUntilExit()
    let ending: Ending =
      timedOut
      ? .timedOut
      : process.terminationReason == .uncaughtSignal
        ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
    let text = String(decoding: outputReader.data, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return Outcome(
      lines: lines, standardError: String(decoding: errorReader.data, as: UTF8.self),
      ending: ending)
  }

  /// `SIGILL`, `SIGSEGV`…: the name of a signal number (Linux numbering), or `signal N`.
  public static func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
      1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT",
      7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM",
      24: "SIGXCPU", 25: "SIGXFSZ",
    ]
    return names[signal] ?? "signal \(signal)"
  }
}
