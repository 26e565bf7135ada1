import Assertions
import Foundation
import Scenarios
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands

struct ListCommandTests {
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

  @Test func listsThePatternsThenCountsTheScenariosOfEachFile() throws {
    let good = fixtures.appendingPathComponent("good").path
    let result = try list(["--scenarios", good])
    assertEqual(result.status, 0)
    assertEqual(
      result.output,
      """
      PATTERNS:
        one                     The first way.

      SCENARIOS: 3 in 2 files
        \(good)/first.scenario   2 scenarios
        \(good)/second.scenario  1 scenario

      (--all names every scenario; --filter TEXT names those containing TEXT)

      """)
  }

  @Test func filterNamesTheScenariosRunWouldRunWithTheSameText() throws {
    let good = fixtures.appendingPathComponent("good").path
    let result = try list(["--scenarios", good, "--filter", "SORTS"])
    assertEqual(result.status, 0)
    #expect(
      result.output.hasSuffix(
        """
        SCENARIOS: 1 of 3 in 2 files match 'SORTS'
          \(good)/second.scenario
            Sorts by price

        """))
    // A file's name keeps all of its scenarios, as in run.
    #expect(try list(["--scenarios", good, "--filter", "first"]).output.contains("2 of 3"))
  }

  @Test func patternsListsThePatternsAlone() throws {
    let result = try list(["--patterns"])
    assertEqual(result.output, "PATTERNS:\n  one                     The first way.\n")
  }

  @Test func allNamesEveryScenarioUnderItsFile() throws {
    let good = fixtures.appendingPathComponent("good").path
    let result = try list(["--scenarios", good, "--all"])
    assertEqual(result.status, 0)
    assertEqual(
      result.output,
      """
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
    assertEqual(result.status, 65)
    #expect(result.error.contains("bad.scenario:2:8: error: expected a duration"))
  }
}
