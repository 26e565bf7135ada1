/// How much of a request the server reads before refusing it.
public struct HTTPLimits: Sendable, Equatable {
  /// The request line's bytes, without its line end (longer: 414).
  public var requestLine: Int
  /// The header block's bytes, request line included (longer: 431).
  public var headerBytes: Int
  /// The number of header lines (more: 431).
  public var headerCount: Int
  /// The body's bytes (more: 413).
  public var bodyBytes: Int

  /// Limits; the defaults fit a browser's requests and a scenario file upload.
  public init(
    requestLine: Int = 8 * 1024, headerBytes: Int = 32 * 1024, headerCount: Int = 100,
    bodyBytes: Int = 1024 * 1024
  ) {
    self.requestLine = requestLine
    self.headerBytes = headerBytes
    self.headerCount = headerCount
    self.bodyBytes = bodyBytes
  }
}
