import Domain
import HeadlessUI
import MVC
import MVP
import MVVM
import Scenarios
import Testing

/// Every pattern, driven through the public session with an observer: what a trace or a
/// live session would see.
private func entryPoint(_ pattern: String) -> AppSession.MakeWindow {
  switch pattern {
  case "mvc": MVCApp.makeWindow
  case "mvp": MVPApp.makeWindow
  default: MVVMApp.makeWindow
  }
}

@Suite struct AppSessionPatternTests {
  @Test(arguments: ["mvc", "mvp", "mvvm"])
  func signingInIsObservedWithThePasswordNeverInClearAndNothingLeaks(pattern: String) throws {
    let makeWindow = entryPoint(pattern)
    var events: [String] = []
    let session = AppSession(makeWindow: makeWindow, observer: { events.append($0.description) })
    let steps = [
      "type \"ada@example.com\" into login.email", "type \"lovelace1\" into login.password",
      "tap login.submit", "wait 400ms", "expect screen catalog",
    ]
    for line in steps {
      #expect(session.perform(try ScenarioParser.parseStep(line)) == nil, "\(line)")
    }
    #expect(session.close() == [])
    #expect(!events.contains { $0.contains("lovelace") })
    #expect(events.contains("step: type \"•••••••••\" into login.password"))
    #expect(events.contains("ui: login.password (secure text field) text \"•••••••••\""))
    #expect(events.contains("time: #1 scheduled at 0 ms, due 400 ms"))
    #expect(events.contains("time: #1 fired at 400 ms"))
    #expect(events.contains("ui: catalog (CatalogViewController) pushed"))
    #expect(events.contains("ui: login.submit (button) enabled"))
    #expect(events.last == "closed")
  }

  @Test(arguments: ["mvc", "mvp", "mvvm"])
  func theLoginScreenListsItsElementsWithTheirState(pattern: String) throws {
    let makeWindow = entryPoint(pattern)
    let session = AppSession(makeWindow: makeWindow)
    defer { session.close() }
    let ids = session.elements.map(\.id)
    for id in ["login", "login.title", "login.email", "login.password", "login.submit"] {
      #expect(ids.contains(id), "\(id)")
    }
    #expect(session.element("login.submit")?.isEnabled == false)
    #expect(session.element("login.password")?.kind == "secure text field")
    #expect(
      session.expectations(for: "login.title").map(\.text).first
        == "expect login.title text \"Sign in\"")
  }
}
