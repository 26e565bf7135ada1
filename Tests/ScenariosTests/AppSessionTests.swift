import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import Scenarios

/// Parses one step line of the language.
private func step(_ line: String) throws -> Step {
  try ScenarioParser.parseStep(line)
}

/// A session on the fake app.
private func fakeSession(
  setup: [Setup] = [], leaks: Bool = false, observer: ((SessionEvent) -> Void)? = nil
) throws -> AppSession {
  try AppSession(
    makeWindow: { FakeApp.makeWindow(environment: $0, leaks: leaks) }, setup: setup,
    observer: observer)
}

/// The synchronous `perform(_:)`, even from an asynchronous test.
private func performSynchronously(_ session: AppSession, _ step: Step) -> ScenarioFailure? {
  session.perform(step)
}

struct AppSessionTests {
  @Test func performsOneStepAtATimeAndReportsTheFailingOne() throws {
    let session = try fakeSession()
    #expect(session.perform(try step("type \"Ada\" into fake.name")) == nil)
    #expect(session.perform(try step("expect fake.go enabled")) == nil)
    let failure = try #require(session.perform(try step("expect fake.title text \"Bye\"")))
    assertEqual(failure.expected, "text \"Bye\"")
    assertEqual(failure.seen, "text \"Hello\"")
    assertEqual(failure.screen, session.screen)
    assertEqual(session.close(), [])
  }

  @Test func waitMovesTheVirtualClockAndDueActionsRun() throws {
    let scheduler = VirtualScheduler()
    let session = AppSession(
      makeWindow: { FakeApp.makeWindow(environment: $0) }, scheduler: scheduler)
    for line in ["type \"Ada\" into fake.name", "tap fake.go", "wait 399ms"] {
      #expect(session.perform(try step(line)) == nil)
    }
    #expect(session.perform(try step("expect no alert")) == nil)
    #expect(session.perform(try step("wait 1ms")) == nil)
    #expect(session.perform(try step("expect alert \"Done\" message \"Hi Ada\"")) == nil)
    assertEqual(scheduler.now, .milliseconds(400))
    session.close()
  }

  @Test func givenLinesConfigureTheAppItStarts() throws {
    let session = try fakeSession(setup: [.signedIn(email: "ada@example.com"), .emptyCatalog])
    #expect(session.perform(try step("expect fake.user text \"ada@example.com\"")) == nil)
    #expect(session.perform(try step("expect fake.list rows 0")) == nil)
    session.close()
  }

  @Test func aGivenStepAfterTheStartFails() throws {
    let session = try fakeSession()
    let failure = session.perform(try step("given an empty catalog"))
    assertEqual(failure?.message, "a 'given' step sets up a new app; start a new session with it")
    session.close()
  }

  @Test func theEnvironmentHookWrapsDomainsServices() throws {
    let store = InMemoryCatalogStore(seeds: [ProductSeed(name: "Only", price: Price(cents: 100))])
    let session = AppSession(
      makeWindow: { FakeApp.makeWindow(environment: $0) },
      environment: { built in
        AppEnvironment(
          scheduler: built.scheduler, authService: built.authService, catalogStore: store)
      })
    #expect(session.perform(try step("expect row 1 of fake.list \"Only\" \"$1.00\"")) == nil)
    #expect(session.environment?.catalogStore === store)
    session.close()
  }

  @Test func elementsListTheTopScreenWithTheirStateAndMaskSecureText() throws {
    let session = try fakeSession(setup: [.emptyCatalog])
    _ = session.perform(try step("type \"xyz\" into fake.secret"))
    let elements = session.elements
    assertEqual(
      elements.map(\.id),
      [
        "fake", "fake.title", "fake.user", "fake.name", "fake.secret", "fake.go", "fake.hint",
        "fake.mode", "fake.notify", "fake.flips", "fake.locked", "fake.list",
      ])
    assertEqual(
      session.element("fake.secret"),
      ElementState(
        id: "fake.secret", kind: "secure text field", text: "•••", isEnabled: true,
        isFocused: true))
    assertEqual(
      session.element("fake.mode"),
      ElementState(
        id: "fake.mode", kind: "segmented control", isEnabled: true, segments: ["A", "B"],
        selectedSegment: "A"))
    assertEqual(session.element("fake.hint")?.isHidden, true)
    assertEqual(session.element("fake.list")?.rows, 0)
    #expect(session.element("fake.missing") == nil)
    assertEqual(
      session.element("fake.name")?.description,
      "fake.name  text field  \"\"  placeholder \"Name\"  enabled")
    session.close()
  }

  @Test func expectationsThatHoldNowForAnElement() throws {
    let session = try fakeSession(setup: [.product(name: "Pen", price: "2")])
    _ = session.perform(try step("type \"Ada\" into fake.name"))
    assertEqual(
      session.expectations(for: "fake.name").map(\.text),
      [
        "expect fake.name text \"Ada\"", "expect fake.name placeholder \"Name\"",
        "expect fake.name enabled", "expect fake.name visible", "expect fake.name focused",
      ])
    assertEqual(
      session.expectations(for: "fake.list").map(\.text),
      [
        "expect fake.list visible", "expect fake.list rows 1",
        "expect row 1 of fake.list \"Pen\" \"$2.00\"",
      ])
    assertEqual(
      session.expectations(for: "fake.mode").map(\.text).last, "expect fake.mode selected \"A\"")
    assertEqual(session.expectations(for: "nothing.here"), [])
    assertEqual(
      session.screenExpectations().map(\.text), ["expect screen fake", "expect no alert"])
    for expectation in session.expectations(for: "fake.name") {
      #expect(session.perform(expectation) == nil)
    }
    session.close()
  }

  @Test func aSecureFieldWithTextOffersNoTextExpectation() throws {
    let session = try fakeSession()
    _ = session.perform(try step("type \"xyz\" into fake.secret"))
    let lines = session.expectations(for: "fake.secret").map(\.text)
    #expect(!lines.contains { $0.contains("xyz") || $0.contains(" text ") })
    #expect(lines.contains("expect fake.secret focused"))
    session.close()
  }

  @Test func theObserverHearsStepsWidgetChangesAndTheSchedulerInOrder() throws {
    var events: [String] = []
    let session = try fakeSession { events.append($0.description) }
    events.removeAll()
    for line in ["type \"Ad\" into fake.name", "tap fake.go", "wait 400ms"] {
      _ = session.perform(try step(line))
    }
    session.close()
    assertEqual(
      events,
      [
        "step: type \"Ad\" into fake.name",
        "ui: fake.name (text field) focused",
        "ui: fake.name (text field) text \"A\"",
        "ui: fake.go (button) enabled",
        "ui: fake.name (text field) text \"Ad\"",
        "done: type \"Ad\" into fake.name",
        "step: tap fake.go",
        "ui: fake.go (button) text \"Going…\"",
        "time: #1 scheduled at 0 ms, due 400 ms",
        "done: tap fake.go",
        "step: wait 400ms",
        "time: #1 fired at 400 ms",
        "ui: alert \"Done\" presented message \"Hi Ad\"",
        "done: wait 400ms",
        "ui: alert \"Done\" dismissed",
        "ui: fake.name (text field) unfocused",
        "ui: root replaced by nothing",
        "ui: view hidden",
        "closed",
      ])
  }

  @Test func theObserverNeverHearsASecureTextInClear() throws {
    var events: [String] = []
    let session = try fakeSession { events.append($0.description) }
    _ = session.perform(try step("type \"hunter2\" into fake.secret"))
    session.close()
    #expect(events.contains("ui: fake.secret (secure text field) text \"•••••••\""))
    #expect(!events.contains { $0.contains("hunter") })
  }

  @Test func aFailedStepOnASecureFieldReportsItsTextMaskedWithoutAnObserver() throws {
    let session = try fakeSession()
    _ = session.perform(try step("type \"hunter2\" into fake.secret"))
    let expectation = try #require(
      session.perform(try step("expect fake.secret text \"hunter3\"")))
    assertEqual(expectation.step, "expect fake.secret text \"•••••••\"")
    #expect(!expectation.report.contains("hunter"))
    _ = session.perform(try step("type \"Ada\" into fake.name"))
    _ = session.perform(try step("tap fake.go"))
    _ = session.perform(try step("wait 400ms"))
    let typing = try #require(session.perform(try step("type \"hunter2\" into fake.secret")))
    assertEqual(typing.step, "type \"•••••••\" into fake.secret")
    #expect(!typing.report.contains("hunter"))
    _ = session.perform(try step("tap alert button \"OK\""))
    let missing = try #require(session.perform(try step("type \"hunter2\" into fake.gone")))
    assertEqual(missing.step, "type \"•••••••\" into fake.gone", "it may be a secure field")
    assertEqual(missing.message, "No element 'fake.gone' on screen 'fake'")
    let plain = try #require(session.perform(try step("expect fake.name text \"Bob\"")))
    assertEqual(plain.step, "expect fake.name text \"Bob\"")
    session.close()
  }

  @Test func aSessionLeavesTheProcessObserverAlone() throws {
    var outer: [UIChange] = []
    UIObservation.observer = { outer.append($0) }
    defer { UIObservation.observer = nil }
    var heard: [String] = []
    let session = try fakeSession {
      if case .ui(let change) = $0 { heard.append(change.description) }
    }
    #expect(session.perform(try step("type \"Ada\" into fake.name")) == nil)
    session.close()
    let label = UILabel()
    label.text = "after"
    #expect(heard.contains("fake.name (text field) text \"Ada\""))
    assertEqual(outer.map(\.description), ["label text \"after\""])
  }

  @Test func withoutAnObserverNoUIHookIsInstalled() throws {
    let session = try fakeSession()
    #expect(session.uiEnvironment.observer == nil)
    #expect(UIObservation.observer == nil)
    session.close()
  }

  @Test func closeReportsLeaksOnceAndAClosedSessionRefusesSteps() throws {
    let session = try fakeSession(leaks: true)
    _ = session.perform(try step("type \"A\" into fake.name"))
    _ = session.perform(try step("tap fake.go"))
    let leaks = session.close()
    #expect(leaks.contains("FakeViewController"))
    assertEqual(session.close(), leaks)
    #expect(session.window == nil && session.environment == nil && session.screen == "")
    assertEqual(session.elements, [])
    assertEqual(session.perform(try step("expect no alert"))?.message, "the app session is closed")
  }

  @Test func trackedObjectsJoinTheLeakAudit() throws {
    final class Interactor {}
    var kept: Interactor?
    let session = AppSession(makeWindow: { environment in
      let interactor = Interactor()
      LiveObjects.track(interactor)
      kept = interactor
      return FakeApp.makeWindow(environment: environment)
    })
    assertEqual(session.close(), ["Interactor"])
    kept = nil
    #expect(kept == nil)
  }

  @Test func onLiveTimeWaitLetsRealTimePassWhenAwaited() async throws {
    let session = AppSession(
      makeWindow: { FakeApp.makeWindow(environment: $0) }, scheduler: LiveScheduler())
    for line in ["type \"Ada\" into fake.name", "tap fake.go"] {
      #expect(await session.perform(try step(line)) == nil)
    }
    let synchronous = performSynchronously(session, try step("wait 450ms"))
    assertEqual(
      synchronous?.message, "'wait' on live time needs the asynchronous `await perform(step)`")
    #expect(await session.perform(try step("wait 450ms")) == nil)
    #expect(await session.perform(try step("expect alert \"Done\"")) == nil)
    session.close()
  }
}
