/// One HTTP/1.1 request as the parser read it: method, target split into path and query,
/// headers (names lower-cased, in order), and the body's bytes.
public struct HTTPRequest: Sendable, Equatable {
  /// `GET`, `POST`… (as sent: methods are case-sensitive).
  public var method: String
  /// The path, percent-decoded (`/api/sessions/7`); always starts with `/`.
  public var path: String
  /// The query's parameters in order, percent-decoded, `+` read as a space.
  public var query: [(String, String)]
  /// `HTTP/1.1` or `HTTP/1.0`.
  public var version: String
  /// The headers in order, names lower-cased.
  public var headers: [(String, String)]
  /// The body (empty without `Content-Length`).
  public var body: [UInt8]

  /// Creates a request (tests build them directly).
  public init(
    method: String, path: String, query: [(String, String)] = [], version: String = "HTTP/1.1",
    headers: [(String, String)] = [], body: [UInt8] = []
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.version = version
    self.headers = headers
    self.body = body
  }

  /// The first header named `name` (any case), if any.
  public func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.0 == wanted }?.1
  }

  /// The first query parameter named `name`, if any.
  public func parameter(_ name: String) -> String? {
    query.first { $0.0 == name }?.1
  }

  /// The body as UTF-8 text (invalid bytes replaced).
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// Whether the connection stays open after the answer: HTTP/1.1 unless `Connection:
  /// close`; HTTP/1.0 only with `Connection: keep-alive`.
  public var keepsAlive: Bool {
    let connection = header("connection")?.lowercased() ?? ""
    return version == "HTTP/1.1" ? connection != "close" : connection == "keep-alive"
  }

  public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
    lhs.method == rhs.method && lhs.path == rhs.path && lhs.version == rhs.version
      && lhs.body == rhs.body && lhs.query.elementsEqual(rhs.query, by: ==)
      && lhs.headers.elementsEqual(rhs.headers, by: ==)
  }
}
