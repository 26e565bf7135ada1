import Assertions
import Testing

@testable import Scenarios

/// Long files and long lines parse to exact results. The sizes are chosen so that a parse
/// growing faster than its input (a quadratic path) could not finish in any reasonable time,
/// while the linear parse takes a fraction of a second even in a debug build: a regression
/// shows as this suite never finishing, with no timing in the test. The parser is
/// nonisolated, and so is the suite: its two seconds run beside the main actor's tests.
nonisolated struct ScenarioParserLargeInputTests {
  static let verbs = "given, type, clear, tap, select, press, wait, switch or expect"

  @Test func aLineOfOneLongWordIsAnUnknownStepAtItsFirstColumn() {
    let word = String(repeating: "x", count: 200_000)
    assertEqual(
      faults("scenario: S\n\(word)\n"),
      ["2:1: error: unknown step '\(word)'; a step starts with \(Self.verbs)"])
  }

  @Test func aLongIdentifierParses() throws {
    let identifier = String(repeating: "a", count: 200_000)
    let file = try ScenarioParser.parse("scenario: S\n  tap \(identifier)\n", path: "t")
    assertEqual(file.scenarios[0].steps.map(\.kind), [.action(.tap(identifier))])
  }

  @Test func aLongStringOfEscapesParses() throws {
    let file = try ScenarioParser.parse(
      "scenario: S\ntype \"\(String(repeating: #"\""#, count: 100_000))\" into x\n", path: "t")
    let quotes = String(repeating: "\"", count: 100_000)
    assertEqual(file.scenarios[0].steps.map(\.kind), [.action(.type(quotes, into: "x"))])
  }

  @Test func aLineOfManyWordsSaysWhereTheStepStopsFitting() {
    let words = String(repeating: " a", count: 100_000)
    assertEqual(
      faults("scenario: S\ntap\(words)\n"),
      ["2:7: error: unexpected 'a' after the step 'tap ID'; expected the end of the line"])
  }

  @Test func aLongNonASCIILineCountsItsColumnsInCharacters() {
    let accents = String(repeating: "e\u{301}", count: 50_000)
    assertEqual(
      faults("scenario: S\ntype \"\(accents)\" into x y\n"),
      [
        "2:50016: error: unexpected 'y' after the step 'type \"TEXT\" into ID'; "
          + "expected the end of the line"
      ])
  }

  @Test func aFileOfManyStepsParsesEveryOne() throws {
    let steps = String(repeating: "  tap login.signIn\n", count: 50_000)
    let file = try ScenarioParser.parse("scenario: S\n\(steps)", path: "t")
    assertEqual(file.scenarios[0].steps.count, 50_000)
    assertEqual(
      file.scenarios[0].steps.last?.location, SourceLocation(file: "t", line: 50_001, column: 3))
  }

  @Test func aFileOfManyScenariosParsesEveryOne() throws {
    let text = (1...20_000).map { "scenario: S\($0)\n  wait 1s\n" }.joined()
    let file = try ScenarioParser.parse(text, path: "t")
    assertEqual(file.scenarios.map(\.name), (1...20_000).map { "S\($0)" })
  }

  @Test func everyFaultOfAFileOfManyFaultsIsReportedInOrder() {
    let found = faults(String(repeating: "x\n", count: 50_000))
    assertEqual(found.count, 50_001)
    assertEqual(found.first, "1:1: error: expected 'scenario: NAME' before the first step")
    assertEqual(found.last, "50000:1: error: unknown step 'x'; a step starts with \(Self.verbs)")
  }
}
