import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few socket calls the server makes, over Glibc or Darwin.
enum Socket {
  /// A listening TCP socket on `host` (IPv4, or `localhost`) and `port` (0: any free one).
  static func listen(host: String, port: Int) throws(HTTPServerError) -> (
    descriptor: Int32, port: Int
  ) {
    guard (0...65535).contains(port) else {
      throw HTTPServerError(description: "port \(port) is not between 0 and 65535")
    }
    var address = sockaddr_in()
    let literal = host == "localhost" ? "127.0.0.1" : host
    guard inet_pton(AF_INET, literal, &address.sin_addr) == 1 else {
      throw HTTPServerError(
        description: "'\(host)' is not an IPv4 address (such as 127.0.0.1 or 0.0.0.0)")
    }
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port)).bigEndian
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else {
      throw HTTPServerError(description: "cannot open a socket: \(errorText())")
    }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    #if canImport(Darwin)
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, systemListen(descriptor, 64) == 0 else {
      let reason = errorText()
      close(descriptor)
      throw HTTPServerError(description: "cannot listen on \(host):\(port): \(reason)")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    return (descriptor, Int(UInt16(bigEndian: actual.sin_port)))
  }

  /// Waits until `descriptor` has something to read (or is closed); false on timeout.
  static func waitReadable(_ descriptor: Int32, milliseconds: Int) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let ready = poll(&entry, 1, Int32(clamping: milliseconds))
    return ready > 0
  }

  /// A connection waiting on `listener`, or -1.
  static func accept(_ listener: Int32) -> Int32 {
    #if canImport(Darwin)
      let client = Darwin.accept(listener, nil, nil)
      if client >= 0 {
        var yes: Int32 = 1
        setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
      }
      return client
    #else
      return Glibc.accept(listener, nil, nil)
    #endif
  }

  /// Up to 64 KiB read; nil when the peer closed or on an error.
  static func receive(_ descriptor: Int32) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    return Array(buffer[..<count])
  }

  /// Sends every byte; false when the peer is gone (never raises SIGPIPE).
  static func send(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    #if canImport(Darwin)
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes {
        #if canImport(Darwin)
          Darwin.send(descriptor, $0.baseAddress! + sent, $0.count - sent, flags)
        #else
          Glibc.send(descriptor, $0.baseAddress! + sent, $0.count - sent, flags)
        #endif
      }
      if count <= 0 { return false }
      sent += count
    }
    return true
  }

  static func close(_ descriptor: Int32) {
    #if canImport(Darwin)
      _ = Darwin.close(descriptor)
    #else
      _ = Glibc.close(descriptor)
    #endif
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}

#if canImport(Darwin)
  private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    Darwin.listen(descriptor, backlog)
  }
#else
  private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    Glibc.listen(descriptor, backlog)
  }
#endif
