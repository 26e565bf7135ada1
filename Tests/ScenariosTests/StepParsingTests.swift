import Assertions
import Testing

@testable import Scenarios

struct StepParsingTests {
  @Test func oneLineParsesToItsStepWithItsLocation() throws {
    let step = try ScenarioParser.parseStep(
      "  tap row 2 of catalog.list  ", path: "<play>", line: 4)
    assertEqual(step.kind, .action(.tapRow(2, of: "catalog.list")))
    assertEqual(step.text, "tap row 2 of catalog.list")
    assertEqual(step.location, SourceLocation(file: "<play>", line: 4, column: 3))
  }

  @Test func aGivenLineParsesToo() throws {
    let step = try ScenarioParser.parseStep("given an empty catalog")
    #expect(step.isSetup)
    assertEqual(step.location.file, "<input>")
  }

  @Test func aBadLineThrowsThePositionedFault() {
    #expect(
      throws: ScenarioParseError(faults: [
        ParseFault(
          SourceLocation(file: "<input>", line: 1, column: 6),
          "expected a duration like 250ms, 2s or 5m, found '250'")
      ])
    ) { try ScenarioParser.parseStep("wait 250") }
  }

  @Test func lexicalFaultsAreAllReportedByColumn() throws {
    let error = #expect(throws: ScenarioParseError.self) {
      try ScenarioParser.parseStep(#"type "a\q" into "#)
    }
    assertEqual(error?.faults.map(\.location.column), [8])
    assertEqual(error?.faults.first?.message.hasPrefix("unknown escape '\\q'"), true)
  }

  @Test func emptyCommentAndScenarioLinesAreNotSteps() {
    for line in ["", "   ", "# note", "scenario: Name"] {
      #expect(throws: ScenarioParseError.self) { try ScenarioParser.parseStep(line) }
    }
  }
}
