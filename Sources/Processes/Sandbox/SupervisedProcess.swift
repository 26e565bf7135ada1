import Foundation

/// One process a sandbox starts and watches: its output captured up to a limit (the rest
/// counted and drained), its standard input empty, a time limit, and a way to kill it and
/// everything it started that the sandbox chooses (`stop`).
nonisolated struct SupervisedProcess {
  /// What to run: an absolute path.
  var executable: URL
  var arguments: [String]
  /// Its whole environment.
  var environment: [String: String]
  /// Where it starts (nil: where the caller is); set by `sh -c 'cd …'` before it.
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
  ///
  /// The process is started from the calling thread, which waits here: a parent-death signal
  /// it sets (`setpriv --pdeathsig`) fires when this thread, or the caller's process, ends.
  func run(
    timeLimit: Duration, outputGrace: Duration = .seconds(1),
    stop: (Int32, Data) -> Void, finish: (Int32) -> Void = { _ in }
  ) throws -> Result {
    var launch = (executable.path, arguments)
    if let workingDirectory {
      launch = (
        "/bin/sh",
        [
          "-c", "cd -- \"$0\" || exit 126; unset OLDPWD PWD; exec \"$@\"", workingDirectory.path,
          executable.path,
        ]
          + arguments
      )
    }
    // The write ends go with this closure, so the pipes end when the children's ends do.
    let (outputEnd, errorEnd, child) = try {
      let output = try Spawn.makePipe()
      let error = separateStandardError ? try Spawn.makePipe() : output
      let child = try Spawn.start(
        launch.0, launch.1, environment: environment, output: output.write, error: error.write)
      return (output.read, separateStandardError ? error.read : nil, child)
    }()
    let outputReader = PipeReader(
      descriptor: outputEnd.value, limit: outputLimit, keeping: outputEnd)
    let errorReader = errorEnd.map {
      PipeReader(descriptor: $0.value, limit: 1 << 20, keeping: $0)
    }
    var timedOut = false
    if child.ended.wait(timeout: SystemProcesses.deadline(after: timeLimit)) == .timedOut {
      timedOut = true
      stop(child.pid, errorReader?.data ?? Data())
      child.ended.wait()
    }
    finish(child.pid)
    outputReader.waitForEnd(orStopAfter: outputGrace)
    errorReader?.waitForEnd(orStopAfter: outputGrace)
    let status = child.status()
    return Result(
      status: status.code, signalled: status.signal != nil, timedOut: timedOut,
      output: outputReader.data, droppedOutputBytes: outputReader.droppedBytes,
      standardError: errorReader?.data ?? Data())
  }
}
