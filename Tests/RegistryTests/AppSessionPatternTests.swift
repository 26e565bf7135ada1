import Assertions
import Registry
import Scenarios
import Testing

/// The registered pattern's entry point, as play, trace and grading take it.
private func entryPoint(_ pattern: String) throws -> AppSession.MakeWindow {
  try #require(PatternRegistry.all.first { $0.name == pattern }?.makeWindow)
}

/// Every registered pattern, driven through the public session with an observer: what a
/// trace or a live session would see.
struct AppSessionPatternTests {
  @Test(arguments: PatternRegistry.all.map(\.name))
  func signingInIsObservedWithThePasswordNeverInClearAndNothingLeaks(pattern: String) throws {
    let makeWindow = try entryPoint(pattern)
    var events: [String] = []
    let session = AppSession(makeWindow: makeWindow, observer: { events.append($0.description) })
    let steps = [
      "type \"ada@example.com\" into login.email", "type \"lovelace1\" into login.password",
      "tap login.submit", "wait 400ms", "expect screen catalog",
    ]
    for line in steps {
      #expect(session.perform(try ScenarioParser.parseStep(line)) == nil, "\(line)")
    }
    assertEqual(session.close(), [])
    #expect(!events.contains { $0.contains("lovelace") })
    #expect(events.contains("step: type \"•••••••••\" into login.password"))
    #expect(events.contains("ui: login.password (secure text field) text \"•••••••••\""))
    #expect(events.contains("time: #1 scheduled at 0 ms, due 400 ms"))
    #expect(events.contains("time: #1 fired at 400 ms"))
    // The catalog screen's controller, whatever its class, comes onto a navigation stack.
    #expect(events.contains { $0.hasPrefix("ui: catalog (") && $0.hasSuffix(") pushed") })
    #expect(events.contains("ui: login.submit (button) enabled"))
    assertEqual(events.last, "closed")
  }

  @Test(arguments: PatternRegistry.all.map(\.name))
  func theLoginScreenListsItsElementsWithTheirState(pattern: String) throws {
    let makeWindow = try entryPoint(pattern)
    let session = AppSession(makeWindow: makeWindow)
    defer { session.close() }
    let ids = session.elements.map(\.id)
    for id in ["login", "login.title", "login.email", "login.password", "login.submit"] {
      #expect(ids.contains(id), "\(id)")
    }
    assertEqual(session.element("login.submit")?.isEnabled, false)
    assertEqual(session.element("login.password")?.kind, "secure text field")
    assertEqual(
      session.expectations(for: "login.title").map(\.text).first,
      "expect login.title text \"Sign in\"")
  }
}
