import Assertions
import Foundation
import PatternModel
import Registry
import Reports
import Runner
import Scenarios
import Testing
import ToolTesting

/// The comparative run inside `swift test`: the whole bundled suite against every registered
/// pattern, one test case per pattern, each failing scenario's full report as an issue. Its
/// name is the one `patterns report --coverage` runs for the scenario suite's coverage
/// (`CoverageRunner.scenarioSuiteFilter`).
///
/// Each pattern plays in a worker process of the `patterns` executable built with the tests,
/// as `patterns run --isolated` plays it: the cases run side by side, and the main actor is
/// left to the other suites (played here on the main actor, the suite took a third of the
/// test run's main-actor time: Docs/Performance.md). The coverage run plays in this process,
/// whose coverage it measures: it sets `CoverageRunner.suiteInProcessVariable`.
struct ScenarioSuiteTests {
  /// Whether to play in this process (the coverage run) rather than in workers.
  static let playsInProcess =
    ProcessInfo.processInfo.environment[CoverageRunner.suiteInProcessVariable] != nil

  @Test func theBundledSuiteParses() throws {
    let loaded = try ScenarioLoader.loadBundledSuite()
    assertEqual(loaded.faults.map(\.description), [])
  }

  @Test(arguments: PatternRegistry.all.map(\.name))
  func theBundledSuitePasses(on patternName: String) async throws {
    let pattern = try #require(PatternRegistry.all.first { $0.name == patternName })
    let loaded = try ScenarioLoader.loadBundledSuite()
    try #require(loaded.faults.isEmpty, "the bundled suite does not parse")
    let scenarios = loaded.files.flatMap(\.scenarios)
    // In process as `patterns run` plays, or in a worker as `patterns run --isolated` does:
    // the same report either way.
    let report =
      Self.playsInProcess
      ? SuiteRun.run(scenarios, on: [pattern])
      : try await playInWorker(
        scenarios, on: pattern, executable: try BuiltProducts.patternsExecutable)
    let run = try #require(report.patterns.first)
    assertEqual(run.results.map(\.name), scenarios.map(\.name))
    for timed in run.results {
      if let failure = timed.result.failure {
        Issue.record("\(patternName): ✗ \(timed.name)\n\(failure.report)")
      }
    }
  }
}

/// `IsolatedRun.run` for one pattern, waited for off the main actor.
@concurrent nonisolated private func playInWorker(
  _ scenarios: [Scenario], on pattern: PatternDescription, executable: URL
) async throws -> RunReport {
  try IsolatedRun.run(scenarios, on: [pattern], executable: executable)
}
