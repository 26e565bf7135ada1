import Assertions
import Foundation
import Registry
import Scenarios
import Testing

@testable import CommandLineKit
@testable import Commands
@testable import TextColumns
@testable import Tracing

/// `patterns trace`: lanes found from the call stack for every registered pattern, in the
/// order its architecture dictates, for the built-in examples and for files written elsewhere.
@MainActor
struct TraceTests {
  static func trace(_ name: String, _ scenario: Scenario = TraceExamples.wrongPassword) throws
    -> Trace
  {
    let pattern = try #require(PatternRegistry.all.first { $0.name == name })
    return try Tracer.trace(scenario, on: pattern)
  }

  /// The index of the first message after `start` matching `matches`, or nil.
  static func index(
    in messages: [TraceMessage], after start: Int = -1, _ matches: (TraceMessage) -> Bool
  ) -> Int? {
    messages.indices.first { $0 > start && matches(messages[$0]) }
  }

  @Test(arguments: PatternRegistry.all.map(\.name))
  func wrongPasswordGoesFromTheWidgetsThroughThePatternToTheServiceAndBackAfter400ms(
    name: String
  ) throws {
    let pattern = try #require(PatternRegistry.all.first { $0.name == name })
    let trace = try Tracer.trace(TraceExamples.wrongPassword, on: pattern)
    let messages = trace.messages
    func isPattern(_ lane: String) -> Bool { trace.lane(lane)?.kind == .pattern }
    // The tap reaches one of the pattern's own types (in a declared role folder)…
    let delivered = try #require(
      Self.index(in: messages) {
        ($0.from == "Widgets" || $0.from == "Reactive") && isPattern($0.to)
      })
    let first = try #require(trace.lane(messages[delivered].to))
    #expect(pattern.roles.map(\.title).contains(first.role ?? ""))
    // …which leads to the sign-in, then the 400 ms timer…
    let signIn = try #require(
      Self.index(in: messages, after: delivered) {
        $0.to == "AuthService" && $0.label == "signIn(email:password:)"
      })
    #expect(messages[signIn].from != "User" && messages[signIn].from != "Widgets")
    let scheduled = try #require(
      Self.index(in: messages, after: signIn) { $0.label == "schedule #1 in 400 ms" })
    assertEqual(messages[scheduled].from, "AuthService")
    let fired = try #require(
      Self.index(in: messages, after: scheduled) { $0.isNote && $0.label == "#1 fires" })
    assertEqual(messages[fired].time, .milliseconds(400))
    // …whose answer goes back into the pattern, which presents the alert.
    let answer = try #require(
      Self.index(in: messages, after: fired) {
        $0.from == "AuthService" && $0.label == "answer: incorrectCredentials"
      })
    let alert = try #require(
      Self.index(in: messages, after: answer) { $0.label == "present alert \"Sign-in failed\"" })
    assertEqual(messages[alert].to, "Widgets")
    #expect(isPattern(messages[alert].from) || messages[alert].from == "Reactive")
  }

  @Test func mvpGoesViewControllerPresenterServiceThenPresenterViewAlert() throws {
    let calls = try Self.trace("mvp").messages.map { "\($0.from) → \($0.to): \($0.label)" }
    let expected = [
      "Widgets → LoginViewController: closure in viewDidLoad()",
      "LoginViewController → LoginPresenter: loginButtonTapped()",
      "LoginPresenter → AuthService: signIn(email:password:)",
      "AuthService → Scheduler: schedule #1 in 400 ms",
      "Scheduler → Scheduler: #1 fires",
      "AuthService → LoginPresenter: answer: incorrectCredentials",
      "LoginPresenter → LoginViewController: clearPassword()",
      "LoginPresenter → LoginViewController: showAlert(…)",
      "LoginViewController → Widgets: present alert \"Sign-in failed\"",
    ]
    // A build with ThreadSanitizer's instrumentation names the action's closure frame after
    // the method that made it: "viewDidLoad()" for "closure in viewDidLoad()".
    let instrumented = ["closure in viewDidLoad()": "viewDidLoad()"]
    var position = -1
    for call in expected {
      let found = calls.indices.first { index in
        guard index > position else { return false }
        if calls[index] == call { return true }
        return instrumented.contains { closure, method in
          calls[index] == call.replacingOccurrences(of: closure, with: method)
        }
      }
      #expect(found != nil, "missing, or out of order: \(call)")
      position = found ?? position
    }
    let trace = try Self.trace("mvp")
    assertEqual(trace.lane("LoginPresenter")?.role, "Presenters")
    assertEqual(trace.lane("LoginViewController")?.role, "Views")
  }

  @Test func mvcHasNoPresenterTheControllerCallsTheServiceAndShowsTheAlert() throws {
    let trace = try Self.trace("mvc")
    assertEqual(
      trace.lanes.filter { $0.kind == .pattern }.map(\.title),
      [
        "LoginViewController (Controllers)"
      ])
    let calls = trace.messages.map { "\($0.from) → \($0.to): \($0.label)" }
    #expect(calls.contains("LoginViewController → AuthService: signIn(email:password:)"))
    #expect(calls.contains("AuthService → LoginViewController: answer: incorrectCredentials"))
  }

  @Test func mvvmCollapsesReactiveIntoOneLaneNamingItsOperators() throws {
    let trace = try Self.trace("mvvm", TraceExamples.debouncedSearch)
    assertEqual(trace.lane("Reactive")?.kind, .streams)
    #expect(!trace.lanes.contains { $0.name.contains("Debounce") || $0.name.contains("Sink") })
    #expect(trace.messages.contains { $0.to == "Reactive" && $0.label.contains("debounce") })
    #expect(trace.messages.contains { $0.label == "schedule #3 in 250 ms" })
    #expect(trace.messages.contains { $0.isNote && $0.time == .milliseconds(450) })
  }

  @Test func aScenarioFileWrittenElsewhereIsTracedTheSameWay() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    scenario: Grace mistypes her password
      given a user "grace@example.com" with password "hopper123"
      type "grace@example.com" into login.email
      type "hopper12" into login.password
      press return in login.password
      wait 400ms
      expect alert "Sign-in failed" message "Incorrect email or password."

    """.write(to: folder.appendingPathComponent("mine.scenario"), atomically: true, encoding: .utf8)
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["trace", "mvp", "mistypes", "--scenarios", folder.path], patterns: PatternRegistry.all,
      context: .capturing(into: capture))
    assertEqual(status, 0, "\(capture.standardError)")
    let text = capture.standardOutput
    #expect(text.hasPrefix("mvp: Grace mistypes her password\n"))
    let order = [
      "LoginPresenter → AuthService: signIn(email:password:)",
      "[400 ms] Scheduler: #1 fires",
      "AuthService → LoginPresenter: answer: incorrectCredentials",
      "LoginViewController → Widgets: present alert \"Sign-in failed\"",
    ]
    let positions = order.compactMap { text.range(of: $0)?.lowerBound }
    assertEqual(positions.count, order.count)
    assertEqual(positions, positions.sorted())
    #expect(text.split(separator: "\n").allSatisfy { TextLayout.width($0) <= 100 })
  }

  @Test(arguments: PatternRegistry.all.map(\.module))
  func thePatternModuleCarriesNoTracingCode(module: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Sources/\(module)")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for word in ["import Runtime", "Backtrace", "Tracer", "TraceRecorder", "Recording"] {
        #expect(!text.contains(word), "\(module)/\(file) mentions \(word)")
      }
    }
  }
}
