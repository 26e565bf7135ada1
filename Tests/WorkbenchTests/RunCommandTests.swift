import Foundation
import Scenarios
import Testing

@testable import Workbench

/// A pattern that passes every scenario except those whose name contains "fails".
private func failingOnPurpose(_ name: String) -> PatternDescription {
  fakePattern(name) { scenario in
    guard scenario.name.contains("fails") else {
      return ScenarioResult(scenario: scenario, failure: nil)
    }
    let step = scenario.steps.last!
    return ScenarioResult(
      scenario: scenario,
      failure: ScenarioFailure(
        location: step.location, step: step.text, expected: "1 row", seen: "7 rows",
        message: "expected 1 row, seen 7 rows", screen: "catalog"))
  }
}

private let fakes = [failingOnPurpose("one"), failingOnPurpose("two")]

@Suite struct RunCommandTests {
  let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    .appendingPathComponent("Scenarios")

  func path(_ relative: String) -> String { fixtures.appendingPathComponent(relative).path }

  func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let capture = OutputCapture()
    let context = CommandContext.capturing(into: capture)
    do {
      let status = try parseAndRun(RunCommand(patterns: fakes), arguments, context: context)
      return (status, capture.standardOutput, capture.standardError)
    } catch let error as UsageError {
      return (64, capture.standardOutput, error.message)
    } catch let failure as CommandFailure {
      return (failure.status, capture.standardOutput, failure.message)
    }
  }

  @Test func onePatternAllPassingExitsZeroWithTheTotalsLast() throws {
    let result = try run(["one", "--scenarios", path("good/second.scenario")])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("one\n  ✓ Sorts by price ("))
    #expect(result.output.hasSuffix(" ms)\n\n1 passed, 0 failed\n"))
  }

  @Test func aFailureExitsOneAndIsReportedInFull() throws {
    let result = try run(["all", "--scenarios", path("good")])
    #expect(result.status == 1)
    #expect(result.output.contains("\n✗ two: Search fails on purpose\n"))
    #expect(result.output.contains("good/first.scenario:8: expect catalog.list rows 1\n"))
    #expect(result.output.hasSuffix("\n4 passed, 2 failed\n"))
  }

  @Test func filterKeepsScenariosWhoseNameContainsItIgnoringCase() throws {
    let result = try run(["one", "--scenarios", path("good"), "--filter", "SIGNS"])
    #expect(result.status == 0)
    #expect(result.output.contains("✓ Signs in"))
    #expect(!result.output.contains("Sorts"))
    #expect(try run(["one", "--scenarios", path("good"), "--filter", "nothing"]).status == 1)
  }

  @Test func aBrokenFileRunsNothingPrintsEveryFaultAndExits65() throws {
    let result = try run(["one", "--scenarios", path("good"), "--scenarios", path("broken")])
    #expect(result.status == 65)
    #expect(result.output == "")
    #expect(
      result.error == """
        \(path("broken"))/bad.scenario:2:8: error: expected a duration like 250ms, 2s or 5m, found '250'
        \(path("broken"))/bad.scenario:3:20: error: unexpected 'now' after the step 'tap ID'; expected the end of the line

        """)
  }

  @Test func patternsAreCheckedAndDeduplicated() throws {
    #expect(
      try run(["three"]).error == "Unknown pattern 'three'; expected one of: one, two, all")
    let result = try run(["two", "all", "--scenarios", path("good/second.scenario")])
    let header = result.output.prefix { $0 != "\n" }
    #expect(header.split(separator: " ") == ["two", "one"])
  }

  @Test func aMissingScenarioPathIsAUsageError() throws {
    let result = try run(["one", "--scenarios", "/nonexistent"])
    #expect(result.status == 64)
    #expect(result.error == "No such file or folder: /nonexistent")
  }

  @Test func jsonAndJUnitGoToTheOutputFileAndTheTotalsToStandardOutput() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try run(["all", "--scenarios", path("good"), "--format=json", "-o", file.path])
    #expect(result.status == 1)
    #expect(result.output == "4 passed, 2 failed\n")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    #expect(json?["failed"] as? Int == 2)
    let junit = try run(["one", "--scenarios", path("good"), "--format", "junit"])
    #expect(junit.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
  }
}
