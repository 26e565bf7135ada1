/// Reads one HTTP/1.1 request from the bytes received so far, within `HTTPLimits`.
///
/// A pure function of its input (the server calls it again as more bytes arrive; the fuzz
/// target calls it on anything): it answers that more bytes are needed, or with the request
/// and how many bytes it used, or with the status and reason to refuse it. It never traps.
///
/// ```swift
/// switch HTTPRequestParser.parse(received, limits: HTTPLimits()) {
/// case .incomplete: readMore()
/// case .request(let request, let used): answer(request); received.removeFirst(used)
/// case .refused(let status, let reason): send(.error(status, reason)); close()
/// }
/// ```
public enum HTTPRequestParser {
  /// What the bytes so far hold.
  public enum Outcome: Sendable, Equatable {
    /// Not a whole request yet (and nothing wrong so far).
    case incomplete
    /// A whole request, which used the first `consumed` bytes.
    case request(HTTPRequest, consumed: Int)
    /// A request to refuse with `status` (400, 413, 414, 431, 501, 505), saying why.
    case refused(status: Int, reason: String)
  }

  /// Parses the start of `bytes`.
  public static func parse(_ bytes: some Collection<UInt8>, limits: HTTPLimits) -> Outcome {
    let bytes = Array(bytes)
    guard let headEnd = find([13, 10, 13, 10], in: bytes) else {
      return incompleteHead(bytes, limits: limits)
    }
    guard headEnd + 4 <= limits.headerBytes else {
      return .refused(status: 431, reason: "the headers exceed \(limits.headerBytes) bytes")
    }
    let lines = split(Array(bytes[..<headEnd]))
    guard let requestLine = lines.first, requestLine.count <= limits.requestLine else {
      return .refused(
        status: 414, reason: "the request line exceeds \(limits.requestLine) bytes")
    }
    guard lines.count - 1 <= limits.headerCount else {
      return .refused(status: 431, reason: "more than \(limits.headerCount) header lines")
    }
    var request: HTTPRequest
    switch self.requestLine(requestLine) {
    case .success(let parsed): request = parsed
    case .failure(let refusal): return .refused(status: refusal.status, reason: refusal.reason)
    }
    for line in lines.dropFirst() {
      guard let header = header(line) else {
        return .refused(status: 400, reason: "a header line is not 'Name: value'")
      }
      request.headers.append(header)
    }
    return body(of: request, in: bytes, from: headEnd + 4, limits: limits)
  }

  private static func incompleteHead(_ bytes: [UInt8], limits: HTTPLimits) -> Outcome {
    let firstLineEnd = find([13, 10], in: bytes) ?? bytes.count
    if firstLineEnd > limits.requestLine {
      return .refused(status: 414, reason: "the request line exceeds \(limits.requestLine) bytes")
    }
    if bytes.count >= limits.headerBytes {
      return .refused(status: 431, reason: "the headers exceed \(limits.headerBytes) bytes")
    }
    return .incomplete
  }

  private static func body(
    of request: HTTPRequest, in bytes: [UInt8], from start: Int, limits: HTTPLimits
  ) -> Outcome {
    var request = request
    if request.header("transfer-encoding") != nil {
      return .refused(status: 501, reason: "chunked or encoded bodies are not accepted")
    }
    let lengths = request.headers.filter { $0.0 == "content-length" }.map(\.1)
    guard let length = lengths.first else { return .request(request, consumed: start) }
    guard lengths.allSatisfy({ $0 == length }), !length.isEmpty, length.count <= 18,
      length.allSatisfy({ ("0"..."9").contains($0) }), let count = Int(length)
    else {
      return .refused(status: 400, reason: "Content-Length is not one whole number")
    }
    guard count <= limits.bodyBytes else {
      return .refused(status: 413, reason: "the body exceeds \(limits.bodyBytes) bytes")
    }
    guard bytes.count - start >= count else { return .incomplete }
    request.body = Array(bytes[start..<start + count])
    return .request(request, consumed: start + count)
  }

  private struct Refusal: Error {
    var status: Int
    var reason: String
  }

  private static func requestLine(_ line: [UInt8]) -> Result<HTTPRequest, Refusal> {
    let parts = line.split(separator: 32, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
      return .failure(
        Refusal(status: 400, reason: "the request line is not 'METHOD TARGET VERSION'"))
    }
    let method = String(decoding: parts[0], as: UTF8.self)
    guard method.utf8.allSatisfy({ isTokenByte($0) }) else {
      return .failure(Refusal(status: 400, reason: "the method is not a token"))
    }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      return .failure(Refusal(status: 505, reason: "only HTTP/1.1 and HTTP/1.0 are spoken"))
    }
    let target = Array(parts[1])
    guard target.first == UInt8(ascii: "/"), target.allSatisfy({ $0 > 32 && $0 < 127 }) else {
      return .failure(
        Refusal(status: 400, reason: "the target is not an absolute path of visible ASCII"))
    }
    let question = target.firstIndex(of: UInt8(ascii: "?"))
    let rawPath = Array(target[..<(question ?? target.count)])
    guard let path = percentDecoded(rawPath, plusIsSpace: false) else {
      return .failure(Refusal(status: 400, reason: "the path has a bad percent escape"))
    }
    var query: [(String, String)] = []
    if let question {
      let rawQuery = target[(question + 1)...]
      for pair in rawQuery.split(separator: UInt8(ascii: "&")) {
        let sides = pair.split(
          separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = percentDecoded(Array(sides[0]), plusIsSpace: true),
          let value = percentDecoded(sides.count > 1 ? Array(sides[1]) : [], plusIsSpace: true)
        else {
          return .failure(Refusal(status: 400, reason: "the query has a bad percent escape"))
        }
        query.append((name, value))
      }
    }
    return .success(HTTPRequest(method: method, path: path, query: query, version: version))
  }

  private static func header(_ line: [UInt8]) -> (String, String)? {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0,
      line[..<colon].allSatisfy({ isTokenByte($0) })
    else { return nil }
    guard line.allSatisfy({ $0 == 9 || ($0 >= 32 && $0 != 127) }) else { return nil }
    let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
    let value = String(decoding: line[(colon + 1)...], as: UTF8.self)
    return (name, value.trimmingSpaces)
  }

  /// `%XX` escapes decoded; nil for a bad escape or bytes that are not UTF-8.
  static func percentDecoded(_ bytes: [UInt8], plusIsSpace: Bool) -> String? {
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, let high = hex(bytes[index + 1]),
          let low = hex(bytes[index + 2])
        else { return nil }
        out.append(high << 4 | low)
        index += 3
      } else {
        out.append(plusIsSpace && byte == UInt8(ascii: "+") ? 32 : byte)
        index += 1
      }
    }
    let text = String(decoding: out, as: UTF8.self)
    return Array(text.utf8) == out ? text : nil
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 48...57: byte - 48
    case 65...70: byte - 55
    case 97...102: byte - 87
    default: nil
    }
  }

  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 48...57, 65...90, 97...122: true
    default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  private static func split(_ head: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var start = 0
    var index = 0
    while index + 1 < head.count {
      if head[index] == 13, head[index + 1] == 10 {
        lines.append(Array(head[start..<index]))
        index += 2
        start = index
      } else {
        index += 1
      }
    }
    lines.append(Array(head[start...]))
    return lines
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    for start in 0...(bytes.count - needle.count)
    where needle.indices.allSatisfy({ bytes[start + $0] == needle[$0] }) {
      return start
    }
    return nil
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
