import Assertions
import Domain
import HeadlessUI
import Testing

@testable import Scenarios

/// The switch steps (`switch ID on|off`, `expect ID on|off`) on the fake app's switches.
struct SwitchStepTests {
  private func session() throws -> AppSession {
    try AppSession(
      makeWindow: { FakeApp.makeWindow(environment: $0) }, setup: [], observer: nil)
  }

  private func perform(_ session: AppSession, _ line: String) throws -> ScenarioFailure? {
    session.perform(try ScenarioParser.parseStep(line))
  }

  @Test func switchOnIsAChangeTheAppHearsOnceAndExpectOnSeesIt() throws {
    let session = try session()
    #expect(try perform(session, "expect fake.notify off") == nil)
    #expect(try perform(session, "switch fake.notify on") == nil)
    #expect(try perform(session, "expect fake.notify on") == nil)
    #expect(try perform(session, "expect fake.flips text \"1\"") == nil)
    session.close()
  }

  @Test func flippingToTheValueItAlreadyHasIsNoChange() throws {
    let session = try session()
    #expect(try perform(session, "switch fake.notify off") == nil)
    #expect(try perform(session, "expect fake.flips text \"0\"") == nil)
    #expect(try perform(session, "switch fake.notify on") == nil)
    #expect(try perform(session, "switch fake.notify on") == nil)
    #expect(try perform(session, "switch fake.notify off") == nil)
    #expect(try perform(session, "expect fake.flips text \"2\"") == nil)
    session.close()
  }

  @Test func aDisabledSwitchFailsTheStepAndKeepsItsValue() throws {
    let session = try session()
    let failure = try #require(try perform(session, "switch fake.locked off"))
    #expect(failure.message.contains("disabled"))
    #expect(try perform(session, "expect fake.locked on") == nil)
    #expect(try perform(session, "expect fake.locked disabled") == nil)
    session.close()
  }

  @Test func aHiddenSwitchFailsTheStepAndTheAppHearsNothing() throws {
    let session = try session()
    let navigation = try #require(session.window?.rootViewController as? UINavigationController)
    let screen = try #require(navigation.topViewController as? FakeViewController)
    screen.notifySwitch.isHidden = true
    let failure = try #require(try perform(session, "switch fake.notify on"))
    #expect(failure.message.contains("hidden"))
    #expect(try perform(session, "expect fake.notify off") == nil)
    #expect(try perform(session, "expect fake.notify hidden") == nil)
    #expect(try perform(session, "expect fake.flips text \"0\"") == nil)
    session.close()
  }

  @Test func aMissingSwitchFailsBothStepsNamingIt() throws {
    let session = try session()
    let flip = try #require(try perform(session, "switch login.remember on"))
    #expect(flip.message.contains("login.remember"))
    let check = try #require(try perform(session, "expect login.remember on"))
    #expect(check.message.contains("login.remember"))
    session.close()
  }

  @Test func expectOnOfAWrongValueSaysWhatItSaw() throws {
    let session = try session()
    let failure = try #require(try perform(session, "expect fake.notify on"))
    assertEqual(failure.expected, "on")
    assertEqual(failure.seen, "off")
    session.close()
  }

  @Test func onOffOnSomethingElseSaysItIsNotASwitch() throws {
    let session = try session()
    let failure = try #require(try perform(session, "expect fake.title on"))
    #expect(failure.message.contains("not a switch"))
    let flip = try #require(try perform(session, "switch fake.go on"))
    #expect(flip.message.contains("switch"))
    session.close()
  }

  @Test func aSwitchsStateAndExpectationsIncludeOnOrOff() throws {
    let session = try session()
    assertEqual(
      session.element("fake.locked"),
      ElementState(id: "fake.locked", kind: "switch", isEnabled: false, isOn: true))
    assertEqual(
      session.expectations(for: "fake.notify").map(\.text),
      [
        "expect fake.notify enabled", "expect fake.notify visible", "expect fake.notify off",
      ])
    assertEqual(session.element("fake.locked")?.description, "fake.locked  switch  on  disabled")
    session.close()
  }
}
