import Foundation

/// One process a sandbox starts and watches: its output captured up to a limit (the rest
/// counted and drained), its standard input empty, a time limit, and a way to kill it and
/// everything it started that the sandbox chooses (`stop`).
nonisolated struct SupervisedProcess {
  /// What to run.
  var executable: URL
  var arguments: [String]
  /// Its whole environment.
  var environment: [String: String]
  /// Where it starts (nil: `/`).
  var workingDirectory: URL?
  /// Bytes of output kept.
  var outputLimit: Int
  /// Whether standard error is read apart (`Result.standardError`) instead of interleaved
  /// with standard output.
  var separateStandardError = false

  /// How the process ended and what it wrote.
  struct Result {
    /// Its exit status, or the signal that ended it (`signalled`).
    var status: Int32
    var signalled: Bool
    /// Whether the time limit was reached (then `stop` was called).
    var timedOut: Bool
    var output: Data
    var droppedOutputBytes: Int
    /// Standard error, when read apart.
    var standardError: Data
  }

  /// Runs the process and waits at most `timeLimit`. At the limit, `stop` is called with the
  /// process's id and the standard error read so far, and must make the process end.
  /// `finish` runs once the process has ended, before the output is collected: the place to
  /// kill what it left behind. Output still held open `outputGrace` after that is abandoned.
  func run(
    timeLimit: Duration, outputGrace: Duration = .seconds(1),
    stop: (Int32, Data) -> Void, finish: (Int32) -> Void = { _ in }
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = workingDirectory ?? URL(fileURLWithPath: "/")
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let error = separateStandardError ? Pipe() : output
    process.standardOutput = output
    process.standardError = error
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    // The parent's copies of the write ends go, so the pipes end when the children's do.
    try? output.fileHandleForWriting.close()
    if separateStandardError { try? error.fileHandleForWriting.close() }
    let outputReader = PipeReader(output.fileHandleForReading, limit: outputLimit)
    let errorReader =
      separateStandardError ? PipeReader(error.fileHandleForReading, limit: 1 << 20) : nil
    var timedOut = false
    if ended.wait(timeout: SystemProcesses.deadline(after: timeLimit)) == .timedOut {
      timedOut = true
      stop(process.processIdentifier, errorReader?.data ?? Data())
      ended.wait()
    }
    finish(process.processIdentifier)
    outputReader.waitForEnd(orStopAfter: outputGrace)
    errorReader?.waitForEnd(orStopAfter: outputGrace)
    return Result(
      status: process.terminationStatus,
      signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
      output: outputReader.data, droppedOutputBytes: outputReader.droppedBytes,
      standardError: errorReader?.data ?? Data())
  }
}
