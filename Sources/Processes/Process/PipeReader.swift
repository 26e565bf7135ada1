import Foundation

/// Reads a pipe to its end on a thread of its own, so that a child that fills the pipe never
/// blocks on a parent that is waiting for it to exit.
nonisolated final class PipeReader: @unchecked Sendable {
  /// Signalled once the pipe has reached its end.
  let finished = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var collected = Data()

  /// Starts reading `handle` at once.
  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        lock.withLock { collected.append(chunk) }
      }
      finished.signal()
    }
  }

  /// What has been read so far (all of it once `finished` is signalled).
  var data: Data { lock.withLock { collected } }

  /// Waits for the pipe's end, then returns everything read.
  func waitForEnd() -> Data {
    finished.wait()
    return data
  }
}
