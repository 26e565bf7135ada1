import Foundation

/// Runs an external program; `CoverageRunner` goes through this so tests can stand in for it.
nonisolated public protocol ProcessRunning {
  /// Runs `executable` with `arguments` and waits. With a `log`, standard output and error go
  /// to that file and `output` is empty; without, `output` is standard output (standard error
  /// is passed through).
  func run(_ executable: URL, _ arguments: [String], log: URL?) throws -> ProcessOutcome

  /// Runs as `run(_:_:log:)` does, but stops waiting at `timeLimit` (nil: no limit): the
  /// process and every process it started in its group are killed (SIGKILL) and the outcome
  /// says `timedOut`. The default implementation ignores the limit (for runners, such as
  /// test fakes, that never hang).
  func run(_ executable: URL, _ arguments: [String], log: URL?, timeLimit: Duration?) throws
    -> ProcessOutcome
}

nonisolated extension ProcessRunning {
  public func run(_ executable: URL, _ arguments: [String], log: URL?, timeLimit: Duration?)
    throws -> ProcessOutcome
  {
    try run(executable, arguments, log: log)
  }
}

/// How a process ended.
nonisolated public struct ProcessOutcome: Equatable, Sendable {
  /// The exit status (for a process a signal ended, the signal's number).
  public var status: Int32
  /// Its standard output, when captured.
  public var output: Data
  /// The signal that ended it, when one did (and it was not killed for its time limit).
  public var signal: Int32?
  /// Whether it was still running at its time limit and was killed.
  public var timedOut: Bool

  /// Creates an outcome.
  public init(status: Int32, output: Data = Data(), signal: Int32? = nil, timedOut: Bool = false) {
    self.status = status
    self.output = output
    self.signal = signal
    self.timedOut = timedOut
  }
}

/// Runs real processes with Foundation's `Process`.
///
/// Foundation starts each child in a process group of its own (its group id is its process
/// id), so a time limit kills the whole tree it started: `swift run` and the program it runs,
/// `swift build` and its compilers.
nonisolated public struct SystemProcesses: ProcessRunning {
  /// Creates the runner.
  public init() {}

  /// Runs and waits (see `ProcessRunning`).
  public func run(_ executable: URL, _ arguments: [String], log: URL?) throws -> ProcessOutcome {
    try run(executable, arguments, log: log, timeLimit: nil)
  }

  /// Runs and waits at most `timeLimit` (see `ProcessRunning`).
  public func run(_ executable: URL, _ arguments: [String], log: URL?, timeLimit: Duration?)
    throws -> ProcessOutcome
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    var logHandle: FileHandle?
    var reader: PipeReader?
    if let log {
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      let handle = try FileHandle(forWritingTo: log)
      logHandle = handle
      process.standardOutput = handle
      process.standardError = handle
    } else {
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      reader = PipeReader(pipe.fileHandleForReading)
    }
    defer { try? logHandle?.close() }
    if log != nil { try process.run() }
    var timedOut = false
    if let timeLimit {
      if ended.wait(timeout: Self.deadline(after: timeLimit)) == .timedOut {
        timedOut = true
        kill(-process.processIdentifier, SIGKILL)
        kill(process.processIdentifier, SIGKILL)
      }
    }
    process.waitUntilExit()
    let output = reader?.waitForEnd() ?? Data()
    let signalled = process.terminationReason == .uncaughtSignal
    return ProcessOutcome(
      status: process.terminationStatus, output: output,
      signal: signalled && !timedOut ? process.terminationStatus : nil, timedOut: timedOut)
  }

  /// `timeLimit` from now, as a dispatch deadline.
  static func deadline(after timeLimit: Duration) -> DispatchTime {
    let (seconds, attoseconds) = max(timeLimit, .zero).components
    return DispatchTime.now()
      + .nanoseconds(
        Int(min(seconds, 1_000_000_000)) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
  }
}
