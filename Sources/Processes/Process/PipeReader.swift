import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a pipe to its end on a thread of its own, so that a child that fills the pipe never
/// blocks on a parent that is waiting for it to exit.
///
/// It keeps at most `limit` bytes and counts the rest (`droppedBytes`) while still draining
/// the pipe, so a writer that never stops neither blocks nor fills memory. `stop()` ends the
/// reading early, for a pipe some escaped process still holds open.
nonisolated final class PipeReader: @unchecked Sendable {
  /// Signalled once the pipe has reached its end (or `stop()` ended the reading).
  let finished = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var collected = Data()
  private var dropped = 0
  private var stopping = false

  /// Starts reading `handle` at once, keeping at most `limit` bytes.
  convenience init(_ handle: FileHandle, limit: Int = .max) {
    self.init(descriptor: handle.fileDescriptor, limit: limit, keeping: handle)
  }

  /// Starts reading `descriptor` at once (blocking or not), keeping at most `limit` bytes;
  /// `owner` is kept alive until the reading ends (it owns the descriptor).
  init(descriptor: Int32, limit: Int, keeping owner: (any AnyObject & Sendable)?) {
    Thread.detachNewThread { [self] in
      withExtendedLifetime(owner) { readToEnd(descriptor, limit: limit) }
      finished.signal()
    }
  }

  /// What has been read so far (all of it once `finished` is signalled).
  var data: Data { lock.withLock { collected } }

  /// Bytes read past the limit and dropped.
  var droppedBytes: Int { lock.withLock { dropped } }

  /// Waits for the pipe's end, then returns everything read.
  func waitForEnd() -> Data {
    finished.wait()
    finished.signal()
    return data
  }

  /// Waits at most `grace` for the pipe's end, then stops reading what is left (a process
  /// outside the caller's reach still holds the pipe). Returns whether the end was reached.
  @discardableResult
  func waitForEnd(orStopAfter grace: Duration) -> Bool {
    if finished.wait(timeout: SystemProcesses.deadline(after: grace)) == .success {
      finished.signal()
      return true
    }
    lock.withLock { stopping = true }
    finished.wait()
    finished.signal()
    return false
  }

  /// Reads until the end of the pipe or a stop (looked for at least every 50 ms).
  private func readToEnd(_ descriptor: Int32, limit: Int) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, 50)
      if lock.withLock({ stopping }) { return }
      if ready < 0 && errno != EINTR { return }
      if ready <= 0 { continue }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      lock.withLock {
        let kept = max(0, min(count, limit - collected.count))
        collected.append(contentsOf: buffer[0..<kept])
        dropped += count - kept
      }
    }
  }
}
