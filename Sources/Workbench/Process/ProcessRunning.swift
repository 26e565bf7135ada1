import Foundation

/// Runs an external program; `CoverageRunner` goes through this so tests can stand in for it.
public protocol ProcessRunning {
  /// Runs `executable` with `arguments` and waits. With a `log`, standard output and error go
  /// to that file and `output` is empty; without, `output` is standard output (standard error
  /// is passed through).
  func run(_ executable: URL, _ arguments: [String], log: URL?) throws -> ProcessOutcome
}

/// How a process ended.
public struct ProcessOutcome: Equatable, Sendable {
  /// The exit status.
  public var status: Int32
  /// Its standard output, when captured.
  public var output: Data

  /// Creates an outcome.
  public init(status: Int32, output: Data = Data()) {
    self.status = status
    self.output = output
  }
}

/// Runs real processes with Foundation's `Process`.
public struct SystemProcesses: ProcessRunning {
  /// Creates the runner.
  public init() {}

  /// Runs and waits (see `ProcessRunning`).
  public func run(_ executable: URL, _ arguments: [String], log: URL?) throws -> ProcessOutcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    if let log {
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      let handle = try FileHandle(forWritingTo: log)
      defer { try? handle.close() }
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
      process.waitUntilExit()
      return ProcessOutcome(status: process.terminationStatus)
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessOutcome(status: process.terminationStatus, output: output)
  }
}
