import Assertions
import Testing
import WebServer

struct HTTPRequestParserTests {
  let limits = HTTPLimits(requestLine: 64, headerBytes: 256, headerCount: 4, bodyBytes: 16)

  func parse(_ text: String) -> HTTPRequestParser.Outcome {
    HTTPRequestParser.parse(Array(text.utf8), limits: limits)
  }

  @Test func aGetWithAQueryParsesIntoPathParametersAndHeaders() throws {
    let text = "GET /pages/compare?screen=login&pattern=mvp&name=a+b%21 HTTP/1.1\r\nHost: x\r\n\r\n"
    guard case .request(let request, let consumed) = parse(text) else {
      Issue.record("not parsed: \(parse(text))")
      return
    }
    assertEqual(consumed, text.utf8.count)
    assertEqual(request.method, "GET")
    assertEqual(request.path, "/pages/compare")
    assertEqual(request.query.map(\.0), ["screen", "pattern", "name"])
    assertEqual(request.parameter("name"), "a b!")
    assertEqual(request.header("HOST"), "x")
    #expect(request.keepsAlive)
  }

  @Test func aPathWhoseFirstCharacterIsSlashAndACombiningMarkStillStartsWithASlashByte() throws {
    // Found by Scripts/fuzz.sh: "/" and U+0338 make one Character, so `hasPrefix("/")` is false.
    let text = "GET /%CC%B8x HTTP/1.1\r\n\r\n"
    guard case .request(let request, let consumed) = parse(text) else {
      Issue.record("not parsed: \(parse(text))")
      return
    }
    assertEqual(consumed, text.utf8.count)
    assertEqual(Array(request.path.unicodeScalars), ["/", "\u{338}", "x"])
    assertEqual(request.path.utf8.first, UInt8(ascii: "/"))
  }

  @Test func aPostWaitsForItsWholeBodyThenStopsAtItsEnd() {
    let head = "POST /api HTTP/1.1\r\nContent-Length: 5\r\n\r\n"
    assertEqual(parse(head + "abc"), .incomplete)
    guard case .request(let request, let consumed) = parse(head + "abcdeGET") else {
      Issue.record("not parsed")
      return
    }
    assertEqual(request.text, "abcde")
    assertEqual(consumed, head.utf8.count + 5)
  }

  @Test func aHeadCutShortIsIncompleteNotRefused() {
    assertEqual(parse("GET / HTTP/1.1\r\nHost: x\r\n"), .incomplete)
    assertEqual(parse(""), .incomplete)
  }

  @Test(arguments: [
    ("GARBAGE\r\n\r\n", 400), ("GET / HTTP/2.0\r\n\r\n", 505),
    ("GET noslash HTTP/1.1\r\n\r\n", 400),
    ("GET /%zz HTTP/1.1\r\n\r\n", 400), ("GET / HTTP/1.1\r\nNoColon\r\n\r\n", 400),
    ("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400),
    ("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400),
    ("POST / HTTP/1.1\r\nContent-Length: 17\r\n\r\n", 413),
    ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
    ("GET / HTTP/1.1\r\na: 1\r\nb: 1\r\nc: 1\r\nd: 1\r\ne: 1\r\n\r\n", 431),
  ])
  func badRequestsAreRefusedWithTheirStatusAndAReason(text: String, status: Int) {
    guard case .refused(let refused, let reason) = parse(text) else {
      Issue.record("not refused: \(parse(text))")
      return
    }
    assertEqual(refused, status)
    #expect(!reason.isEmpty)
  }

  @Test func aTooLongRequestLineIsRefusedBeforeItEnds() {
    let line = "GET /" + String(repeating: "a", count: 100)
    assertEqual(parse(line), .refused(status: 414, reason: "the request line exceeds 64 bytes"))
  }

  @Test func headersPastTheLimitAreRefusedBeforeTheyEnd() {
    let text = "GET / HTTP/1.1\r\n" + String(repeating: "X-A: bbbbbbbbbbbbbbbbbb\r\n", count: 12)
    assertEqual(parse(text), .refused(status: 431, reason: "the headers exceed 256 bytes"))
  }

  @Test func http10ClosesUnlessAskedToKeepAlive() throws {
    guard case .request(let plain, _) = parse("GET / HTTP/1.0\r\n\r\n"),
      case .request(let kept, _) = parse("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"),
      case .request(let closed, _) = parse("GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
    else {
      Issue.record("not parsed")
      return
    }
    #expect(!plain.keepsAlive)
    #expect(kept.keepsAlive)
    #expect(!closed.keepsAlive)
  }

  @Test func arbitraryBytesNeverTrapTheParser() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let count = Int.random(in: 0..<80, using: &generator)
      let alphabet = Array("GET POST / HTTP/1.1\r\n:%?=&Content-Length: 0123456789\u{0}\u{ff}".utf8)
      let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
      _ = HTTPRequestParser.parse(bytes, limits: limits)
    }
    assertEqual(
      HTTPRequestParser.parse([0xff, 0xfe, 13, 10, 13, 10], limits: limits),
      .refused(status: 400, reason: "the request line is not 'METHOD TARGET VERSION'"))
  }
}
