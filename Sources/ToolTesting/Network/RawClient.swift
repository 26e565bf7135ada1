import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A test's TCP client: sends bytes to 127.0.0.1:PORT as given (malformed ones too) and reads
/// until the server closes the connection or `timeout` milliseconds pass without a byte.
///
/// It blocks in `poll`, so a long wait costs no CPU (Foundation's `URLSession` on Linux
/// spins while an answer is late: waiting on a busy main actor through the whole `swift
/// test`, it once took half a minute of CPU). From async code, `exchangeOnItsOwnThread` keeps
/// the wait off the cooperative pool.
public nonisolated enum RawClient {
  /// Sends `bytes`, then returns all that comes back ("" when nothing can be connected).
  public static func exchange(port: Int, _ bytes: [UInt8], timeout: Int = 5_000) -> String {
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port)).bigEndian
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return "" }
    _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, Int32(timeout)) > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      received += buffer[..<count]
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// Sends `text`'s UTF-8 bytes, as `exchange(port:_:timeout:)` does.
  public static func exchange(port: Int, _ text: String, timeout: Int = 5_000) -> String {
    exchange(port: port, Array(text.utf8), timeout: timeout)
  }

  /// `exchange(port:_:timeout:)` on a thread of its own, for async tests: the wait blocks
  /// that thread, not one of the cooperative pool's (two here, which the other suites need).
  public static func exchangeOnItsOwnThread(
    port: Int, _ text: String, timeout: Int = 5_000
  ) async -> String {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: exchange(port: port, text, timeout: timeout)) }
        .start()
    }
  }

  /// The body of a whole HTTP response (what follows the blank line after its head).
  public static func body(of response: String) -> String {
    guard let end = response.range(of: "\r\n\r\n") else { return "" }
    return String(response[end.upperBound...])
  }
}
