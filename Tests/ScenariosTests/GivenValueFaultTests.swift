import Assertions
import Domain
import Testing

@testable import Scenarios

/// `given` values the app cannot hold are parse errors at their column, not run failures.
struct GivenValueFaultTests {
  @Test func anOverflowingPriceIsAFaultAtItsColumn() {
    let text = "scenario: Huge\n  given a product \"X\" priced 99999999999999999999\n"
    #expect(
      throws: ScenarioParseError(faults: [
        ParseFault(
          SourceLocation(file: "huge.scenario", line: 2, column: 30),
          "the price 99999999999999999999 is too large; a price is at most 9223372036854775.99")
      ])
    ) { try ScenarioParser.parse(text, path: "huge.scenario") }
  }

  @Test func theLargestPriceParsesAndConfiguresTheApp() throws {
    let step = try ScenarioParser.parseStep("given a product \"X\" priced 9223372036854775.99")
    guard case .setup(let setup) = step.kind else {
      Issue.record("not a setup step")
      return
    }
    let configuration = try AppConfiguration(setup: [setup])
    assertEqual(configuration.products?.first?.price.cents, 922_337_203_685_477_599)
  }

  @Test func oneMoreDollarIsAFault() {
    #expect(throws: ScenarioParseError.self) {
      try ScenarioParser.parseStep("given a product \"X\" priced 9223372036854776")
    }
  }

  @Test(arguments: [
    ("wait 99999999999999999999ms", 6, "expected a duration like 250ms, 2s or 5m"),
    ("tap row 99999999999999999999 of catalog.list", 9, "expected a row number from 1"),
    ("expect catalog.list rows 99999999999999999999", 26, "expected a number of rows"),
  ])
  func otherOverflowingNumbersAreFaultsAtTheirColumn(line: String, column: Int, message: String) {
    let error = #expect(throws: ScenarioParseError.self) { try ScenarioParser.parseStep(line) }
    assertEqual(error?.faults.first?.location.column, column)
    assertEqual(error?.faults.first?.message.hasPrefix(message), true)
  }
}
