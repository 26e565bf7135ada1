import Foundation
import Scenarios
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands

@Suite struct ListCommandTests {
  let fixtures = BuiltProducts.fixtures
    .appendingPathComponent("Scenarios")

  func list(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let capture = OutputCapture()
    var one = fakePattern("one")
    one.summary = "The first way."
    let status = try parseAndRun(
      ListCommand(patterns: [one]), arguments, context: .capturing(into: capture))
    return (status, capture.standardOutput, capture.standardError)
  }

  @Test func listsThePatternsThenTheScenariosByFile() throws {
    let good = fixtures.appendingPathComponent("good").path
    let result = try list(["--scenarios", good])
    #expect(result.status == 0)
    #expect(
      result.output == """
        PATTERNS:
          one                     The first way.

        SCENARIOS: 3 in 2 files
          \(good)/first.scenario
            Signs in
            Search fails on purpose
          \(good)/second.scenario
            Sorts by price

        """)
  }

  @Test func aBrokenFileIsReportedWithStatus65() throws {
    let result = try list(["--scenarios", fixtures.appendingPathComponent("broken").path])
    #expect(result.status == 65)
    #expect(result.error.contains("bad.scenario:2:8: error: expected a duration"))
  }
}
