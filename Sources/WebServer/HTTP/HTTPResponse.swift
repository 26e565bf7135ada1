/// An HTTP answer: status, content type, extra headers and body; `bytes` is what goes on the
/// wire (with `Content-Length` always set).
public struct HTTPResponse: Sendable, Equatable {
  /// The status code (200, 404…).
  public var status: Int
  /// The `Content-Type`.
  public var contentType: String
  /// More headers, in order (`Cache-Control`, `Content-Disposition`…).
  public var headers: [(String, String)]
  /// The body.
  public var body: [UInt8]

  /// An answer with `body`.
  public init(
    status: Int = 200, contentType: String, headers: [(String, String)] = [], body: [UInt8]
  ) {
    self.status = status
    self.contentType = contentType
    self.headers = headers
    self.body = body
  }

  /// Text (UTF-8) of the given type, `text/plain` by default.
  public static func text(
    _ text: String, status: Int = 200, type: String = "text/plain; charset=utf-8"
  ) -> HTTPResponse {
    HTTPResponse(status: status, contentType: type, body: Array(text.utf8))
  }

  /// An HTML page.
  public static func html(_ page: String, status: Int = 200) -> HTTPResponse {
    text(page, status: status, type: "text/html; charset=utf-8")
  }

  /// A JSON document, already rendered.
  public static func json(_ document: String, status: Int = 200) -> HTTPResponse {
    text(document, status: status, type: "application/json; charset=utf-8")
  }

  /// An error answer: the status and its reason as plain text, `404 Not Found: no page '/x'`.
  public static func error(_ status: Int, _ reason: String) -> HTTPResponse {
    text("\(status) \(HTTPStatus.phrase(status)): \(reason)\n", status: status)
  }

  /// The bytes sent: status line, `Content-Type`, `Content-Length`, `Connection`, the
  /// extra headers, a blank line, the body.
  public func bytes(keepAlive: Bool) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(HTTPStatus.phrase(status))\r\n"
    head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
    head += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n"
    head += "X-Content-Type-Options: nosniff\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    return Array((head + "\r\n").utf8) + body
  }

  public static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
    lhs.status == rhs.status && lhs.contentType == rhs.contentType && lhs.body == rhs.body
      && lhs.headers.elementsEqual(rhs.headers, by: ==)
  }
}

/// Reason phrases of the statuses the server sends.
public enum HTTPStatus {
  /// `Not Found` for 404; `Status` for a code it does not know.
  public static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 411: "Length Required"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 422: "Unprocessable Content"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: "Status"
    }
  }
}
