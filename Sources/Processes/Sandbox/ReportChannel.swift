import Foundation

/// A named pipe through which a sandboxed process hands its report (Swift Testing's event
/// stream, a scenario worker's verdicts) to the caller: the sandbox may write the pipe, and
/// nothing the caller keeps.
///
/// The caller makes it in a folder of its own before the run, mounts it (`mount`), and reads
/// it on a thread of its own while the process runs: a writer that never opens the pipe
/// blocks nobody, and one that writes without end is drained, its bytes past `limit` counted
/// and dropped. `finish()`, after the run, returns what was written and removes the pipe.
///
///     let channel = try ReportChannel(in: work)
///     let outcome = try sandbox.run(command, policy: policy(mounts: [channel.mount]), …)
///     let report = channel.finish()
nonisolated public final class ReportChannel: Sendable {
  /// The pipe's path, the same inside the sandbox.
  public let url: URL
  private let reader: PipeReader
  private let reading: FileHandle
  private let holding: FileHandle

  /// Makes the pipe `name` in `folder` (which must exist) and starts reading it, keeping at
  /// most `limit` bytes.
  ///
  /// - Throws: when the pipe cannot be made or opened (an existing file of that name is
  ///   replaced).
  public init(in folder: URL, name: String = "report.pipe", limit: Int = 16 << 20) throws {
    url = folder.appendingPathComponent(name)
    let path = url.path
    unlink(path)
    guard mkfifo(path, 0o600) == 0 else { throw Self.error("making", path) }
    // Opened without blocking, and held open for writing by the caller too, so the reader
    // neither waits for a writer nor sees an end before `finish()`.
    let readDescriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard readDescriptor >= 0 else { throw Self.error("opening", path) }
    let writeDescriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    guard writeDescriptor >= 0 else {
      close(readDescriptor)
      throw Self.error("opening", path)
    }
    reading = FileHandle(fileDescriptor: readDescriptor, closeOnDealloc: true)
    holding = FileHandle(fileDescriptor: writeDescriptor, closeOnDealloc: true)
    reader = PipeReader(descriptor: readDescriptor, limit: limit, keeping: reading)
  }

  /// The mount that makes the pipe writable inside a sandbox.
  public var mount: SandboxPolicy.Mount { .channel(url) }

  /// Bytes written past the limit and dropped (final once `finish()` has returned).
  public var droppedBytes: Int { reader.droppedBytes }

  /// Stops listening and returns everything written (up to the limit), once every writer
  /// has closed the pipe or, for a writer that escaped the run, `grace` after; removes the
  /// pipe. Call it after the run has ended.
  public func finish(grace: Duration = .seconds(1)) -> Data {
    try? holding.close()
    reader.waitForEnd(orStopAfter: grace)
    unlink(url.path)
    return reader.data
  }

  private static func error(_ doing: String, _ path: String) -> SandboxError {
    SandboxError(
      step: "\(doing) the report channel \(path)", reason: String(cString: strerror(errno)),
      remedy: "The channel's folder must exist and be writable by the grader")
  }
}
