import Assertions
import Domain
import HeadlessUI
import Testing

@testable import Scenarios

/// Runs `text` (scenarios in the language) on the fake app; one result per scenario.
private func play(_ text: String, leaks: Bool = false) throws -> [ScenarioResult] {
  let file = try ScenarioParser.parse(text, path: "fake.scenario")
  let runner = ScenarioRunner { FakeApp.makeWindow(environment: $0, leaks: leaks) }
  return runner.run(file)
}

/// The one failure of a one-scenario text.
private func failure(_ steps: String) throws -> ScenarioFailure {
  let results = try play("scenario: S\n" + steps)
  return try #require(results.first?.failure)
}

struct ScenarioRunnerTests {
  @Test func everyExpectationHoldsOnTheStartingScreen() throws {
    let results = try play(
      """
      scenario: Start
        expect screen fake
        expect fake.title text "Hello"
        expect fake.user text "nobody"
        expect fake.go text "Go"
        expect fake.name text ""
        expect fake.name placeholder "Name"
        expect fake.go disabled
        expect fake.title visible
        expect fake.hint hidden
        expect fake.missing hidden
        expect fake.mode selected "A"
        expect fake.list rows 7
        expect row 3 of fake.list "Bàn phím cơ" "$49.90"
        expect no alert
      """)
    assertEqual(results.map(\.failure), [nil])
  }

  @Test func everyActionDrivesTheApp() throws {
    let results = try play(
      """
      scenario: Act
        type "Ada" into fake.name
        expect fake.name focused
        expect fake.go enabled
        press return in fake.name
        expect fake.secret focused
        type "xyz" into fake.secret
        expect fake.secret text "xyz"
        select "B" in fake.mode
        expect fake.mode selected "B"
        clear fake.name
        expect fake.name text ""
        expect fake.go disabled
        type "Bob" into fake.name
        tap fake.go
        expect fake.go text "Going…"
        wait 399ms
        expect no alert
        wait 1ms
        expect alert "Done"
        expect alert "Done" message "Hi Bob"
        tap alert button "OK"
        expect no alert
        expect fake.title text "Bye"
        tap row 2 of fake.list
        expect screen detail
        expect detail.name text "Mouse"
      """)
    assertEqual(results.map(\.failure), [nil])
  }

  @Test func givenLinesConfigureTheAppAndEachScenarioStartsAfresh() throws {
    let results = try play(
      """
      scenario: Configured
        given a product "Desk" priced 12.5
        given a product "Lamp" priced 3
        given signed in as "ada@example.com"
        expect fake.list rows 2
        expect row 1 of fake.list "Desk" "$12.50"
        expect fake.user text "ada@example.com"
        type "A" into fake.name
      scenario: Fresh
        given an empty catalog
        expect fake.list rows 0
        expect fake.user text "nobody"
        expect fake.name text ""
      """)
    assertEqual(results.map(\.failure), [nil, nil])
  }

  @Test func aFailingExpectationReportsWhereWhatAndTheScreen() throws {
    let failure = try failure("  expect fake.title visible\n  expect fake.title text \"Bye\"\n")
    assertEqual(failure.location, SourceLocation(file: "fake.scenario", line: 3, column: 3))
    assertEqual(failure.step, "expect fake.title text \"Bye\"")
    assertEqual(failure.expected, "text \"Bye\"")
    assertEqual(failure.seen, "text \"Hello\"")
    assertEqual(failure.message, "expected text \"Bye\", seen text \"Hello\"")
    #expect(failure.screen.contains("Hello"))
    #expect(failure.report.hasPrefix("fake.scenario:3: expect fake.title text \"Bye\"\n"))
  }

  @Test func expectationsNeverAdvanceTime() throws {
    let failure = try failure(
      "  type \"A\" into fake.name\n  tap fake.go\n  expect alert \"Done\"\n")
    assertEqual(failure.message, "expected alert \"Done\", seen no alert")
  }

  @Test func aSecureFieldsTextIsMaskedInEveryMessage() throws {
    let failure = try failure(
      "  type \"hunter2\" into fake.secret\n  expect fake.secret text \"abc\"\n")
    assertEqual(failure.message, "expected text \"•••\", seen text \"•••••••\"")
    #expect(failure.screen.contains("\"•••••••\""))
    #expect(!failure.report.contains("hunter2"))
  }

  @Test func aSecureTextOfTheRightLengthSaysTheCharactersDiffer() throws {
    let failure = try failure(
      "  type \"hunter2\" into fake.secret\n  expect fake.secret text \"hunter3\"\n")
    assertEqual(
      failure.message,
      "expected text \"•••••••\", seen text \"•••••••\" (secure: same length, other characters)"
    )
    #expect(!failure.report.contains("hunter"), "a secure field's text is never printed")
  }

  @Test func aMissingElementIsHiddenAndOtherwiseNamed() throws {
    try assertEqual(
      failure("  expect fake.nope visible\n").message,
      "expected visible, seen hidden (No element 'fake.nope' on screen 'fake')")
    try assertEqual(
      failure("  expect fake.nope text \"x\"\n").message, "No element 'fake.nope' on screen 'fake'")
    try assertEqual(
      failure("  expect fake.nope enabled\n").message, "No element 'fake.nope' on screen 'fake'")
  }

  @Test func anActionOnADisabledButtonFailsWithTheReason() throws {
    let failure = try failure("  tap fake.go\n")
    #expect(failure.expected == nil)
    #expect(failure.message.contains("fake.go"))
    #expect(failure.message.contains("disabled"))
  }

  @Test func anActionWhileAnAlertIsUpFails() throws {
    let failure = try failure(
      "  type \"A\" into fake.name\n  tap fake.go\n  wait 400ms\n  tap fake.go\n")
    assertEqual(failure.location.line, 5)
    assertEqual(failure.message, "Cannot tap 'fake.go': an alert is up: \"Done\"")
  }

  @Test func anExpectationOnTheWrongKindOfElementSaysWhatItIs() throws {
    try assertEqual(
      failure("  expect fake.title enabled\n").message, "'fake.title' is a label, not a control")
  }

  @Test func aScenarioThatLeaksItsScreenFailsNamingTheTypes() throws {
    let results = try play("scenario: Leaky\n  expect fake.title text \"Hello\"\n", leaks: true)
    let failure = try #require(results.first?.failure)
    assertEqual(failure.location, SourceLocation(file: "fake.scenario", line: 1, column: 1))
    assertEqual(failure.step, "scenario: Leaky")
    #expect(failure.message.hasPrefix("leaked: FakeViewController, "))
    #expect(failure.message.contains("UILabel"))
    assertEqual(failure.screen, "")
  }

  @Test func theSameAppWithoutTheCycleLeavesNothingBehind() throws {
    let results = try play("scenario: Clean\n  tap row 1 of fake.list\n  expect screen detail\n")
    assertEqual(results.map(\.failure), [nil])
  }

  @Test func leaksAreDescribedControllersFirstWithCounts() {
    assertEqual(
      ScenarioRunner.describeLeaks(["UILabel", "UILabel", "LoginViewController", "UIView"]),
      "LoginViewController, UILabel (2), UIView")
  }
}
