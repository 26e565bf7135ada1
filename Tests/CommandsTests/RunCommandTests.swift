import Assertions
import Foundation
import Scenarios
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands
@testable import PatternModel

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

struct RunCommandTests {
  let fixtures = BuiltProducts.fixtures
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
    assertEqual(result.status, 0)
    #expect(result.output.hasPrefix("one\n  ✓ Sorts by price ("))
    #expect(result.output.hasSuffix(" ms)\n\n1 passed, 0 failed\n"))
  }

  @Test func jobsWithoutIsolatedOrBelowOneIsAUsageError() throws {
    let alone = try run(["one", "--scenarios", path("good"), "--jobs", "2"])
    assertEqual(alone.status, 64)
    assertEqual(
      alone.error,
      "--jobs needs --isolated: in one process, every pattern plays on its one "
        + "main thread")
    let none = try run(["one", "--scenarios", path("good"), "--isolated", "--jobs", "0"])
    assertEqual(none.status, 64)
    assertEqual(none.error, "--jobs expects a whole number above 0, not '0'")
  }

  @Test func aFailureExitsOneAndIsReportedInFull() throws {
    let result = try run(["all", "--scenarios", path("good")])
    assertEqual(result.status, 1)
    // Both patterns fail it the same way: the failure is printed once, naming both.
    #expect(result.output.contains("\n✗ one, two: Search fails on purpose\n"))
    #expect(result.output.contains("good/first.scenario:8: expect catalog.list rows 1\n"))
    #expect(result.output.hasSuffix("\n4 passed, 2 failed\n"))
  }

  @Test func filterKeepsScenariosWhoseNameContainsItIgnoringCase() throws {
    let result = try run(["one", "--scenarios", path("good"), "--filter", "SIGNS"])
    assertEqual(result.status, 0)
    #expect(result.output.contains("✓ Signs in"))
    #expect(!result.output.contains("Sorts"))
    try assertEqual(run(["one", "--scenarios", path("good"), "--filter", "nothing"]).status, 1)
  }

  @Test func filterAlsoKeepsEveryScenarioOfAFileWhoseNameContainsIt() throws {
    let result = try run(["one", "--scenarios", path("good"), "--filter", "SECOND"])
    assertEqual(result.status, 0)
    #expect(result.output.contains("✓ Sorts by price"))
    #expect(!result.output.contains("Signs in"))
    // Only the file name counts, not its folders: every fixture is under "good/".
    try assertEqual(run(["one", "--scenarios", path("good"), "--filter", "good"]).status, 1)
  }

  @Test func theBundledSuitesLockoutFileAnswersTheReadmesFilter() throws {
    let result = try run(["one", "--filter", "lockout"])
    assertEqual(result.status, 0)
    #expect(!result.output.contains("0 passed"))
  }

  @Test func aBrokenFileRunsNothingPrintsEveryFaultAndExits65() throws {
    let result = try run(["one", "--scenarios", path("good"), "--scenarios", path("broken")])
    assertEqual(result.status, 65)
    assertEqual(result.output, "")
    assertEqual(
      result.error,
      """
      \(path("broken"))/bad.scenario:2:8: error: expected a duration like 250ms, 2s or 5m, found '250'
      \(path("broken"))/bad.scenario:3:20: error: unexpected 'now' after the step 'tap ID'; expected the end of the line

      """)
  }

  @Test func patternsAreCheckedAndDeduplicated() throws {
    try assertEqual(
      run(["three"]).error, "Unknown pattern 'three'; expected one of: one, two, all")
    let result = try run(["two", "all", "--scenarios", path("good/second.scenario")])
    let header = result.output.prefix { $0 != "\n" }
    assertEqual(header.split(separator: " "), ["two", "one"])
  }

  @Test func aMissingScenarioPathIsAUsageError() throws {
    let result = try run(["one", "--scenarios", "/nonexistent"])
    assertEqual(result.status, 64)
    assertEqual(result.error, "No such file or folder: /nonexistent")
  }

  @Test func aFileThatIsNotTextIsADataErrorNotAUsageError() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("binary-\(UUID().uuidString).scenario")
    try Data([0x73, 0xFF, 0xFE, 0x00]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["run", "one", "--scenarios", file.path], patterns: fakes,
      context: .capturing(into: capture))
    assertEqual(status, 65)
    assertEqual(capture.standardError, "Error: cannot read \(file.path) as UTF-8 text\n")
  }

  @Test func aMissingFileIsAUsageErrorWithTheUsageLine() {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["list", "--scenarios", "missing.scenario"], patterns: fakes,
      context: .capturing(into: capture))
    assertEqual(status, 64)
    #expect(
      capture.standardError.hasPrefix(
        "Error: No such file or folder: missing.scenario\nUsage: patterns list"))
  }

  @Test func relativeScenarioPathsAreResolvedAgainstTheWorkingDirectory() throws {
    let capture = OutputCapture()
    let status = try parseAndRun(
      RunCommand(patterns: fakes), ["one", "--scenarios", "good/second.scenario"],
      context: .capturing(into: capture, workingDirectory: fixtures))
    assertEqual(status, 0)
    #expect(capture.standardOutput.contains("✓ Sorts by price"))
  }

  @Test func anOutputFileThatCannotBeWrittenFailsWithOneMessageForEveryCommand() throws {
    let tree = try ReportFixtureTree.storefront()
    defer { tree.remove() }
    for arguments in [
      ["run", "one", "--scenarios", path("good/second.scenario")],
      ["report", "--root", tree.root.path],
    ] {
      let capture = OutputCapture()
      let status = PatternsCommand.main(
        arguments + ["-o", "/nonexistent/folder/out.txt"], patterns: fakes,
        context: .capturing(into: capture))
      assertEqual(status, 1)
      #expect(
        capture.standardError.hasPrefix(
          "Error: cannot write the report to '/nonexistent/folder/out.txt': "))
    }
  }

  @Test func jsonAndJUnitGoToTheOutputFileAndTheTotalsToStandardOutput() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try run(["all", "--scenarios", path("good"), "--format=json", "-o", file.path])
    assertEqual(result.status, 1)
    assertEqual(result.output, "4 passed, 2 failed\n")
    assertEqual(result.error, "Wrote \(file.path)\n")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    assertEqual(json?["failed"] as? Int, 2)
    let junit = try run(["one", "--scenarios", path("good"), "--format", "junit"])
    #expect(junit.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
  }
}
