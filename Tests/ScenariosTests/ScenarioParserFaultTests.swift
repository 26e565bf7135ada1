import Assertions
import Testing

@testable import Scenarios

struct ScenarioParserFaultTests {
  @Test(arguments: [
    (
      "  tpye \"a\" into login.email",
      "2:3: error: unknown step 'tpye'; did you mean 'type \"TEXT\" into ID'?"
    ),
    ("Scenario: Capital", "2:1: error: unknown step 'Scenario:'; did you mean 'scenario: NAME'?"),
    ("  expct no alert", "2:3: error: unknown step 'expct'; did you mean 'expect no alert'?"),
    (
      "  tapp row 2 of catalog.list",
      "2:3: error: unknown step 'tapp'; did you mean 'tap row N of ID'?"
    ),
    (
      "  frobnicate x",
      "2:3: error: unknown step 'frobnicate'; a step starts with given, type, clear, tap, "
        + "select, press, wait, switch or expect"
    ),
    (
      "  \"hello\"",
      "2:3: error: expected a step, found \"hello\"; a step starts with given, type, clear, tap, "
        + "select, press, wait, switch or expect"
    ),
    (
      "  type \"abc into login.email",
      "2:8: error: unclosed string: expected a closing '\"' before the end of the line"
    ),
    (
      #"  type "a\tb" into login.email"#,
      #"2:10: error: unknown escape '\t' in a string; expected \", \\ or \n"#
    ),
    ("  wait 250", "2:8: error: expected a duration like 250ms, 2s or 5m, found '250'"),
    ("  wait 1.5s", "2:8: error: expected a duration like 250ms, 2s or 5m, found '1.5s'"),
    (
      "  wait",
      "2:7: error: expected a duration like 250ms, 2s or 5m after 'wait', found the end of the line"
    ),
    ("  tap row 0 of catalog.list", "2:11: error: expected a row number from 1, found '0'"),
    ("  expect catalog.list rows many", "2:28: error: expected a number of rows, found 'many'"),
    (
      "  given a product \"D\" priced 12.505",
      "2:30: error: expected a price like 12.50, found '12.505'"
    ),
    (
      "  tap login.submit now",
      "2:20: error: unexpected 'now' after the step 'tap ID'; expected the end of the line"
    ),
    (
      "  expect alert \"T\" junk",
      "2:20: error: expected 'message' or the end of the line, found 'junk'"
    ),
    (
      "  expect login.email",
      "2:21: error: expected 'text', 'placeholder', 'enabled', 'disabled', 'visible', 'hidden', "
        + "'focused', 'selected', 'rows', 'on' or 'off' after 'expect login.email', found the end of the line"
    ),
    ("  expect no", "2:12: error: expected 'alert' after 'expect no', found the end of the line"),
    (
      "  given a prodct \"D\" priced 12",
      "2:11: error: expected 'product', 'user' or 'remembered', found 'prodct'"
    ),
    ("  type login.email", "2:8: error: expected a text in double quotes, found 'login.email'"),
    (
      "  given a user \"a@b.co\" with password pw",
      "2:39: error: expected a password in double quotes, found 'pw'"
    ),
    ("  select \"x\" on catalog.sort", "2:14: error: expected 'in', found 'on'"),
    (
      "  expect screen \"login\"",
      "2:17: error: expected a screen identifier like login, found \"login\""
    ),
    (
      "  clear",
      "2:8: error: expected an element identifier like login.email after 'clear', "
        + "found the end of the line"
    ),
  ])
  func aBadStepSaysWhatWasExpectedWhere(step: String, fault: String) {
    assertEqual(faults("scenario: S\n\(step)\n"), [fault])
  }

  @Test func givenAfterAnActionIsAFault() {
    assertEqual(
      faults("scenario: S\n  tap x\n  given an empty catalog\n"),
      [
        "3:3: error: unexpected 'given' after an action or expectation; "
          + "setup steps come before the first other step"
      ])
  }

  @Test func givenIsAllowedAgainInTheNextScenario() {
    assertEqual(faults("scenario: A\n  tap x\nscenario: B\n  given an empty catalog\n"), [])
  }

  @Test func aStepBeforeAnyScenarioIsReportedOnce() {
    assertEqual(
      faults("tap x\ntap y\nscenario: S\n"),
      [
        "1:1: error: expected 'scenario: NAME' before the first step"
      ])
  }

  @Test func scenarioNamesMustBeNonEmptyAndUnique() {
    assertEqual(
      faults("scenario: S\nscenario:   \nscenario: S\n"),
      [
        "2:10: error: expected a scenario name after 'scenario:'",
        "3:11: error: duplicate scenario name 'S'; first used on line 1",
      ])
  }

  @Test func everyFaultOfAFileIsReportedInFileOrder() {
    let text = """
      tap x
      scenario: One
        wait 10
        type "unclosed into a
      scenario: One
        expect login.submit gone
      """
    assertEqual(
      faults(text),
      [
        "1:1: error: expected 'scenario: NAME' before the first step",
        "3:8: error: expected a duration like 250ms, 2s or 5m, found '10'",
        "4:8: error: unclosed string: expected a closing '\"' before the end of the line",
        "5:11: error: duplicate scenario name 'One'; first used on line 2",
        "6:23: error: expected 'text', 'placeholder', 'enabled', 'disabled', 'visible', 'hidden', "
          + "'focused', 'selected', 'rows', 'on' or 'off', found 'gone'",
      ])
  }

  @Test func theFullFaultLineNamesTheFile() throws {
    let error = #expect(throws: ScenarioParseError.self) {
      try ScenarioParser.parse("scenario: S\n  wait\n", path: "Suite/login.scenario")
    }
    assertEqual(
      error?.description,
      "Suite/login.scenario:2:7: error: expected a duration like 250ms, 2s or 5m after "
        + "'wait', found the end of the line")
  }
}

struct ScenarioParserFaultOrderTests {
  @Test func faultsOnOneLineComeInColumnOrder() {
    assertEqual(
      faults("  type \"a\\q\" into x\nscenario: S\n"),
      [
        "1:3: error: expected 'scenario: NAME' before the first step",
        "1:10: error: unknown escape '\\q' in a string; expected \\\", \\\\ or \\n",
      ])
  }
}
