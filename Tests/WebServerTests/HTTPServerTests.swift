import Assertions
import Foundation
import Testing
import ToolTesting
import WebServer

struct HTTPServerTests {
  func started(_ handler: @escaping HTTPServer.Handler) throws -> HTTPServer {
    let server = HTTPServer(configuration: .init(port: 0, idleTimeout: 2_000), handler: handler)
    try server.start()
    return server
  }

  @Test func itListensOnLoopbackOnAFreePortAndAnswersWithLengthAndType() throws {
    let server = try started { .text("hello \($0.path)") }
    defer { server.stop() }
    #expect(server.port > 0)
    assertEqual(server.url, "http://127.0.0.1:\(server.port)/")
    let answer = RawClient.exchange(
      port: server.port, "GET /there HTTP/1.1\r\nConnection: close\r\n\r\n")
    #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(answer.contains("Content-Type: text/plain; charset=utf-8\r\n"))
    #expect(answer.contains("Content-Length: 12\r\n"))
    #expect(answer.hasSuffix("\r\n\r\nhello /there"))
  }

  @Test func aKeptAliveConnectionAnswersTwoRequestsInOrder() throws {
    let server = try started { .text($0.path) }
    defer { server.stop() }
    let answer = RawClient.exchange(
      port: server.port,
      "GET /one HTTP/1.1\r\n\r\nGET /two HTTP/1.1\r\nConnection: close\r\n\r\n")
    assertEqual(answer.components(separatedBy: "HTTP/1.1 200 OK").count, 3)
    #expect(answer.contains("Connection: keep-alive"))
    #expect(answer.hasSuffix("/two"))
  }

  @Test func aBadRequestGetsItsStatusAndReasonAndTheServerGoesOn() throws {
    let server = try started { _ in .text("fine") }
    defer { server.stop() }
    let bad = RawClient.exchange(port: server.port, "GET / HTTP/3\r\n\r\n")
    #expect(bad.hasPrefix("HTTP/1.1 505 HTTP Version Not Supported\r\n"))
    #expect(
      bad.hasSuffix("505 HTTP Version Not Supported: only HTTP/1.1 and HTTP/1.0 are spoken\n"))
    let huge = RawClient.exchange(
      port: server.port, "POST / HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n")
    #expect(huge.hasPrefix("HTTP/1.1 413 Content Too Large\r\n"))
    let good = RawClient.exchange(port: server.port, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
    #expect(good.hasSuffix("fine"))
  }

  @Test func aHeadRequestGetsTheHeadersWithoutTheBody() throws {
    let server = try started { _ in .text("body") }
    defer { server.stop() }
    let answer = RawClient.exchange(
      port: server.port, "HEAD / HTTP/1.1\r\nConnection: close\r\n\r\n")
    #expect(answer.contains("Content-Length: 0\r\n"))
    #expect(answer.hasSuffix("\r\n\r\n"))
  }

  @Test func aTakenPortIsAnErrorThatSaysSo() throws {
    let first = try started { _ in .text("") }
    defer { first.stop() }
    let second = HTTPServer(configuration: .init(port: first.port)) { _ in .text("") }
    #expect(throws: HTTPServerError.self) { try second.start() }
    let nowhere = HTTPServer(configuration: .init(host: "not-an-address", port: 0)) { _ in .text("")
    }
    do {
      try nowhere.start()
      Issue.record("started on a bad host")
    } catch {
      assertEqual(
        error.description, "'not-an-address' is not an IPv4 address (such as 127.0.0.1 or 0.0.0.0)")
    }
  }

  /// Each request waits for the other to be in its handler: served one at a time, both
  /// would answer "alone". The clients run on threads of their own (not the test's task
  /// pool, which other suites may hold).
  @Test func connectionsAreServedAtTheSameTime() throws {
    let entered = (slow: DispatchSemaphore(value: 0), fast: DispatchSemaphore(value: 0))
    let server = try started { request in
      let (mine, other) =
        request.path == "/slow" ? (entered.slow, entered.fast) : (entered.fast, entered.slow)
      mine.signal()
      let met = other.wait(timeout: .now() + 30) == .success
      return .text(request.path + (met ? " met" : " alone"))
    }
    defer { server.stop() }
    let port = server.port
    let answers = Answers()
    let done = DispatchSemaphore(value: 0)
    for path in ["/slow", "/fast"] {
      Thread {
        let answer = RawClient.exchange(
          port: port, Array("GET \(path) HTTP/1.1\r\nConnection: close\r\n\r\n".utf8),
          timeout: 60_000)
        answers.set(path, answer)
        done.signal()
      }.start()
    }
    for _ in 0..<2 { done.wait() }
    #expect(answers.get("/slow").hasSuffix("/slow met"))
    #expect(answers.get("/fast").hasSuffix("/fast met"))
  }
}

/// Answers collected from client threads.
private final class Answers: @unchecked Sendable {
  private let lock = NSLock()
  private var byPath: [String: String] = [:]

  func set(_ path: String, _ answer: String) { lock.withLock { byPath[path] = answer } }
  func get(_ path: String) -> String { lock.withLock { byPath[path] ?? "" } }
}
