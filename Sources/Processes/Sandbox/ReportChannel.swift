import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A named pipe through which a sandboxed process reports to its caller (Swift Testing's
/// event stream, a scenario worker's messages): mounted into the sandbox as
/// `SandboxPolicy.Mount.channel`, read on a thread of the caller's while the process runs, so
/// what the process reports ends up in the caller's memory, out of the sandbox's reach.
///
/// A writer that never opens the pipe blocks nothing; one that writes without end is cut at
/// `limit` bytes (the rest is read and dropped).
nonisolated public final class ReportChannel: @unchecked Sendable {
  /// The pipe's path (inside the sandbox too).
  public let url: URL
  private let descriptor: Int32
  /// A pipe whose write end `finish()` closes, to wake the reader at once.
  private var wake: [Int32] = [-1, -1]
  private let limit: Int
  private let lock = NSLock()
  private var collected = Data()
  private var dropped = 0
  private var stopping = false
  private let finished = DispatchSemaphore(value: 0)

  /// Makes the pipe `name` in `folder` and starts reading it.
  ///
  /// - Throws: `CocoaError` when the pipe cannot be made or opened.
  public init(in folder: URL, name: String = "report-\(UUID().uuidString)", limit: Int = 16 << 20)
    throws
  {
    url = folder.appendingPathComponent(name)
    self.limit = limit
    guard mkfifo(url.path, 0o622) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    // Open for reading and writing: never blocks, and reads wait for data instead of
    // ending while no writer has the pipe open yet.
    descriptor = open(url.path, O_RDWR | O_NONBLOCK)
    guard descriptor >= 0, pipe(&wake) == 0 else {
      unlink(url.path)
      throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    Thread.detachNewThread { [self] in readUntilStopped() }
  }

  /// Stops reading once the pipe holds nothing more, removes it, and returns what was read
  /// (at most `limit` bytes). Call it after the writer has ended.
  public func finish() -> Data {
    lock.withLock { stopping = true }
    close(wake[1])
    finished.wait()
    close(descriptor)
    close(wake[0])
    unlink(url.path)
    return lock.withLock { collected }
  }

  /// Bytes dropped past the limit.
  public var droppedBytes: Int { lock.withLock { dropped } }

  private func readUntilStopped() {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      var pollers = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&pollers, 2, 1000)
      if ready > 0, pollers[0].revents & Int16(POLLIN) != 0 {
        let count = read(descriptor, &buffer, buffer.count)
        if count > 0 {
          keep(buffer[0..<count])
          continue
        }
      }
      if lock.withLock({ stopping }) {
        // Drain what is left, then end.
        while true {
          let count = read(descriptor, &buffer, buffer.count)
          guard count > 0 else { break }
          keep(buffer[0..<count])
        }
        break
      }
    }
    finished.signal()
  }

  private func keep(_ bytes: ArraySlice<UInt8>) {
    lock.withLock {
      let room = max(0, limit - collected.count)
      collected.append(contentsOf: bytes.prefix(room))
      dropped += max(0, bytes.count - room)
    }
  }
}
