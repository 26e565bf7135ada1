import Assertions
import CommandLineKit
import Commands
import Foundation
import Registry
import Scenarios
import SourceAnalysis
import Testing
import ToolTesting
import Tracing
import WebServer

@testable import Serve

/// The web app of `patterns serve`, asked directly (no sockets): routing, the JSON of a step
/// on two patterns, the masked password, and 4xx answers with reasons.
@MainActor
struct ServeAppTests {
  let app: ServeApp

  init() throws {
    app = try ServeApp(
      configuration: ServeCommand.configuration(
        patterns: PatternRegistry.all, scenarios: TraceExamples.all,
        tree: SourceTree(root: ProjectRoot.url), extraScripts: ["window.extra = 1;"]))
  }

  func call(_ method: String, _ path: String, _ body: String = "") -> HTTPResponse {
    app.respond(HTTPRequest(method: method, path: path, body: Array(body.utf8)))
  }

  func json(_ response: HTTPResponse) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(response.body))
    return try #require(object as? [String: Any])
  }

  func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

  func started(_ patterns: [String]) throws -> String {
    let names = patterns.map { "\"\($0)\"" }.joined(separator: ",")
    let response = call("POST", "/api/sessions", "{\"patterns\":[\(names)]}")
    assertEqual(response.status, 201)
    return try #require(try json(response)["id"] as? String)
  }

  func step(_ id: String, _ line: String) -> HTTPResponse {
    let body = try! JSONSerialization.data(withJSONObject: ["line": line])
    return call("POST", "/api/sessions/\(id)/steps", String(decoding: body, as: UTF8.self))
  }

  func panes(_ response: HTTPResponse) throws -> [[String: Any]] {
    try #require(try json(response)["panes"] as? [[String: Any]])
  }

  @Test func thePageAndItsFilesAreServedWithTheirTypesAndTheExtraScripts() {
    let page = call("GET", "/")
    assertEqual(page.status, 200)
    assertEqual(page.contentType, "text/html; charset=utf-8")
    #expect(text(page).contains("<script src=\"/extra/0.js\"></script>"))
    assertEqual(call("GET", "/app.js").contentType, "text/javascript; charset=utf-8")
    assertEqual(call("GET", "/app.css").contentType, "text/css; charset=utf-8")
    assertEqual(text(call("GET", "/extra/0.js")), "window.extra = 1;")
    assertEqual(call("GET", "/extra/1.js").status, 404)
  }

  @Test func aStepGoesToEveryChosenPatternAndTheTypedPasswordNeverComesBack() throws {
    let id = try started(["mvc", "tea"])
    _ = step(id, "type \"ada@example.com\" into login.email")
    let typed = step(id, "type \"lovelace1\" into login.password")
    #expect(!text(typed).contains("lovelace1"))
    let afterTap = step(id, "tap login.submit")
    let clock = call("POST", "/api/sessions/\(id)/clock", "{\"next\":true}")
    assertEqual(clock.status, 200)
    for response in [typed, afterTap, clock] { #expect(!text(response).contains("lovelace1")) }
    let state = try json(clock)
    let history = try #require(state["history"] as? [[String: Any]]).map { $0["line"] as? String }
    assertEqual(
      history,
      [
        "type \"ada@example.com\" into login.email", "type \"•••••••••\" into login.password",
        "tap login.submit", "wait 400ms",
      ])
    let shown = try panes(clock)
    assertEqual(shown.map { $0["pattern"] as? String }, ["mvc", "tea"])
    assertEqual(shown.map { $0["screen"] as? String }, ["catalog", "catalog"])
    assertEqual(shown.map { $0["time"] as? Int }, [400, 400])
    let trace = try #require(shown[0]["trace"] as? [String: Any])
    assertEqual(trace["step"] as? String, "wait 400ms")
    let lanes = try #require(trace["lanes"] as? [[String: Any]]).compactMap {
      $0["name"] as? String
    }
    assertEqual(lanes.first, "User")
    #expect(lanes.contains("AuthService"))
    let password = try panes(typed)[1]["elements"] as? [[String: Any]]
    let field = try #require(password?.first { $0["id"] as? String == "login.password" })
    assertEqual(field["text"] as? String, "•••••••••")
    assertEqual(field["kind"] as? String, "secure text field")
  }

  @Test func theTraceNamesTheFilesThatRanAndTheirLines() throws {
    guard Tracer.isAvailable else { return }
    let id = try started(["mvp", "viper"])
    _ = step(id, "type \"ada@example.com\" into login.email")
    let response = step(id, "type \"secret\" into login.password")
    for pane in try panes(response) {
      let sources = try #require(pane["sources"] as? [[String: Any]])
      #expect(!sources.isEmpty, "\(pane["pattern"] ?? "")")
      for source in sources {
        let lines = try #require(source["lines"] as? [Int])
        let text = try #require(source["text"] as? String)
        #expect(!lines.isEmpty)
        #expect(
          lines.allSatisfy {
            (1...text.split(separator: "\n", omittingEmptySubsequences: false).count).contains($0)
          })
      }
    }
  }

  @Test func aWaitInWhichNothingHappensKeepsTheLastStepsTraceOnShow() throws {
    let id = try started(["mvc", "mvp"])
    _ = step(id, "type \"ada@example.com\" into login.email")
    let ticked = call("POST", "/api/sessions/\(id)/clock", "{\"advance\":100}")
    for pane in try panes(ticked) {
      assertEqual(pane["time"] as? Int, 100)
      let trace = try #require(pane["trace"] as? [String: Any])
      assertEqual(trace["step"] as? String, "type \"ada@example.com\" into login.email")
    }
  }

  @Test func aRecordingJoinsTypingAndWaitsAndMasksThePassword() throws {
    let id = try started(["mvc", "mvp"])
    for line in [
      "type \"a\" into login.email", "type \"da\" into login.email",
      "type \"secret\" into login.password",
      "wait 100ms", "wait 100ms", "tap nothing.here",
    ] {
      _ = step(id, line)
    }
    let recording = call("GET", "/api/sessions/\(id)/recording")
    assertEqual(recording.headers.first?.1, "attachment; filename=\"recorded.scenario\"")
    assertEqual(
      text(recording),
      """
      # Recorded with patterns play.
      scenario: Played on mvc, mvp
        type "ada" into login.email
        type "••••••" into login.password
        wait 200ms

      """)
  }

  @Test func aScenarioStepsForwardsAndBackInEveryPattern() throws {
    let id = try started(["mvc", "mvvm"])
    let name = TraceExamples.wrongPassword.name
    let body = String(
      decoding: try JSONSerialization.data(withJSONObject: ["name": name]), as: UTF8.self)
    let loaded = try json(call("POST", "/api/sessions/\(id)/scenario", body))
    let scenario = try #require(loaded["scenario"] as? [String: Any])
    let steps = try #require(scenario["steps"] as? [String])
    assertEqual(scenario["cursor"] as? Int, 0)
    assertEqual(steps.count, TraceExamples.wrongPassword.steps.filter { !$0.isSetup }.count)
    assertEqual(steps[1], "type \"•••••••\" into login.password")
    _ = call("POST", "/api/sessions/\(id)/forward", "{}")
    let twice = try json(call("POST", "/api/sessions/\(id)/forward", "{}"))
    assertEqual((twice["scenario"] as? [String: Any])?["cursor"] as? Int, 2)
    let back = try json(call("POST", "/api/sessions/\(id)/back", "{}"))
    assertEqual((back["scenario"] as? [String: Any])?["cursor"] as? Int, 1)
    assertEqual((back["history"] as? [Any])?.count, 1)
    let restarted = try json(call("POST", "/api/sessions/\(id)/restart", "{}"))
    #expect(restarted["scenario"] is NSNull)
    assertEqual((restarted["history"] as? [Any])?.isEmpty, true)
  }

  @Test(arguments: [
    ("GET", "/nowhere", "", 404, "no page '/nowhere'"),
    ("POST", "/", "", 405, "/ answers GET, not POST"),
    ("GET", "/api/sessions", "", 405, "/api/sessions answers POST, not GET"),
    ("POST", "/api/sessions", "", 400, "the body is empty; send a JSON object"),
    ("POST", "/api/sessions", "[1]", 400, "the body is not a JSON object"),
    (
      "POST", "/api/sessions", "{\"patterns\":[\"mvc\",\"mvc\"]}", 422,
      "choose one to five different patterns"
    ),
    (
      "POST", "/api/sessions", "{\"patterns\":[\"mvc\",\"nope\"]}", 422,
      "no pattern 'nope'; the patterns are mvc, mvp, mvvm, viper, tea, mv, mvvm-swiftui"
    ),
    (
      "GET", "/api/sessions/123", "", 404,
      "no session '123' (closed, or the server restarted): start another"
    ),
  ])
  func badRequestsGetTheirStatusAndAReason(
    method: String, path: String, body: String, status: Int, reason: String
  ) {
    let response = call(method, path, body)
    assertEqual(response.status, status)
    assertEqual(text(response), "\(status) \(HTTPStatus.phrase(status)): \(reason)\n")
  }

  @Test func aLineThatDoesNotParseOrALateGivenIsRefusedAndChangesNothing() throws {
    let id = try started(["mvc", "mvp"])
    let bad = step(id, "tap")
    assertEqual(bad.status, 422)
    #expect(text(bad).contains("<browser>:1:"))
    _ = step(id, "tap login.submit")
    let late = step(id, "given an empty catalog")
    assertEqual(late.status, 422)
    #expect(text(late).hasSuffix("a 'given' line only comes before the first other step\n"))
    let state = try json(call("GET", "/api/sessions/\(id)"))
    let history = try #require(state["history"] as? [[String: Any]])
    assertEqual(history.count, 1)
    assertEqual(history[0]["failedOn"] as? [String], ["mvc", "mvp"])
    assertEqual(call("POST", "/api/sessions/\(id)/clock", "{\"next\":true}").status, 409)
  }

  /// Over real sockets the app runs in a main-actor task of its own: TEA's actions, which
  /// hide the password only where the main actor runs (their conformance is isolated to it),
  /// keep it hidden in the trace's labels.
  @Test func overHTTPTheTraceOfTEAsActionsKeepsThePasswordMasked() async throws {
    let server = HTTPServer(
      configuration: .init(port: 0), handler: app.handler)
    try server.start()
    defer { server.stop() }
    func post(_ path: String, _ body: String) async -> String {
      // In the whole `swift test`, the answer waits for a main actor other suites keep busy:
      // a blocking socket on a thread of its own waits without CPU (URLSession spun).
      let request =
        "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
      return RawClient.body(
        of: await RawClient.exchangeOnItsOwnThread(
          port: server.port, request, timeout: 300_000))
    }
    let started = await post("/api/sessions", "{\"patterns\":[\"tea\",\"mvc\"]}")
    let id = try #require(
      (try JSONSerialization.jsonObject(with: Data(started.utf8)) as? [String: Any])?["id"]
        as? String)
    let typed = await post(
      "/api/sessions/\(id)/steps", "{\"line\":\"type \\\"lovelace1\\\" into login.password\"}")
    #expect(typed.contains("passwordChanged(•••••••••)"))
    #expect(!typed.contains("lovelace1"))
  }
}
