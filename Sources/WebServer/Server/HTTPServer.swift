import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server over the platform's sockets, knowing nothing of what it serves:
/// each request goes to `handler`, on the thread of its connection.
///
/// ```swift
/// let server = HTTPServer(configuration: .init(port: 0)) { request in
///   .text("hello \(request.path)")
/// }
/// try server.start()        // binds, listens, accepts on a background thread
/// print(server.url)         // http://127.0.0.1:49152/
/// server.stop()
/// ```
///
/// - Binds the loopback address unless told otherwise (`Configuration.host`).
/// - Accepts on a background thread; each connection is served on a thread of its own (at
///   most `maxConnections` at once; more are answered 503), so several tabs are served at
///   once. Keeps connections alive (HTTP/1.1) until idle for `idleTimeout`.
/// - Refuses what it cannot read with a 4xx (or 5xx) status and the reason in the body
///   (`HTTPRequestParser`), then closes that connection; the server goes on.
/// - The handler is called on a connection's thread: code that needs the main actor hops
///   there itself (`HTTPServer.onMainActor`).
public final class HTTPServer: @unchecked Sendable {
  /// Where and how the server listens.
  public struct Configuration: Sendable {
    /// An IPv4 address to bind (`127.0.0.1`, `0.0.0.0`), or `localhost`.
    public var host: String
    /// The port; 0 asks the system for any free one (`port` tells which after `start`).
    public var port: Int
    /// How much of a request is read before refusing it.
    public var limits: HTTPLimits
    /// How long an idle connection is kept, in milliseconds.
    public var idleTimeout: Int
    /// How many connections are served at once.
    public var maxConnections: Int

    /// A configuration; loopback on 8080 by default.
    public init(
      host: String = "127.0.0.1", port: Int = 8080, limits: HTTPLimits = HTTPLimits(),
      idleTimeout: Int = 5_000, maxConnections: Int = 64
    ) {
      self.host = host
      self.port = port
      self.limits = limits
      self.idleTimeout = idleTimeout
      self.maxConnections = maxConnections
    }
  }

  /// Answers one request (called on the connection's thread).
  public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

  /// What the server was configured with.
  public let configuration: Configuration
  private let handler: Handler
  private let lock = NSLock()
  private var listener: Int32 = -1
  private var stopped = false
  private var active = 0
  private var boundPort = 0

  /// A server that answers with `handler`; call `start()` to listen.
  public init(configuration: Configuration = Configuration(), handler: @escaping Handler) {
    self.configuration = configuration
    self.handler = handler
  }

  /// The port listened on (the one the system chose for port 0); 0 before `start()`.
  public var port: Int { lock.withLock { boundPort } }

  /// `http://HOST:PORT/`, with `127.0.0.1` for a wildcard host.
  public var url: String {
    let host = configuration.host == "0.0.0.0" ? "127.0.0.1" : configuration.host
    return "http://\(host):\(port)/"
  }

  /// How many connections are open now.
  public var openConnections: Int { lock.withLock { active } }

  /// Binds and listens, then accepts on a background thread.
  ///
  /// - Throws: `HTTPServerError` when the address is not one, or the port is taken.
  public func start() throws(HTTPServerError) {
    let socket = try Socket.listen(host: configuration.host, port: configuration.port)
    lock.withLock {
      listener = socket.descriptor
      boundPort = socket.port
      stopped = false
    }
    let thread = Thread { [self] in acceptLoop(socket.descriptor) }
    thread.name = "HTTPServer.accept"
    thread.start()
  }

  /// Stops accepting and closes the listening socket; connections being served finish
  /// their current request.
  public func stop() {
    let descriptor = lock.withLock { () -> Int32 in
      stopped = true
      defer { listener = -1 }
      return listener
    }
    if descriptor >= 0 { Socket.close(descriptor) }
  }

  private var isStopped: Bool { lock.withLock { stopped } }

  private func acceptLoop(_ descriptor: Int32) {
    while !isStopped {
      guard Socket.waitReadable(descriptor, milliseconds: 200) else { continue }
      if isStopped { break }
      let client = Socket.accept(descriptor)
      guard client >= 0 else { continue }
      let admitted = lock.withLock { () -> Bool in
        guard active < configuration.maxConnections else { return false }
        active += 1
        return true
      }
      guard admitted else {
        _ = Socket.send(
          client,
          HTTPResponse.error(503, "too many connections; try again").bytes(keepAlive: false))
        Socket.close(client)
        continue
      }
      let thread = Thread { [self] in
        serve(client)
        lock.withLock { active -= 1 }
      }
      thread.name = "HTTPServer.connection"
      thread.start()
    }
  }

  /// Reads requests from one connection and answers them until it closes, idles or errs.
  private func serve(_ client: Int32) {
    defer { Socket.close(client) }
    var received: [UInt8] = []
    while !isStopped {
      switch HTTPRequestParser.parse(received, limits: configuration.limits) {
      case .refused(let status, let reason):
        _ = Socket.send(client, HTTPResponse.error(status, reason).bytes(keepAlive: false))
        return
      case .request(let request, let consumed):
        received.removeFirst(consumed)
        let keepAlive = request.keepsAlive
        var response = handler(request)
        if request.method == "HEAD" { response.body = [] }
        guard Socket.send(client, response.bytes(keepAlive: keepAlive)), keepAlive else { return }
      case .incomplete:
        guard Socket.waitReadable(client, milliseconds: configuration.idleTimeout),
          let chunk = Socket.receive(client)
        else { return }
        received += chunk
      }
    }
  }
}

/// Why the server could not start.
public struct HTTPServerError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, in a sentence.
  public let description: String
}
