import Expectations
import Registry
import Scenarios
import Testing

/// The comparative run inside `swift test`: the whole bundled suite against every registered
/// pattern, one test case per pattern, each failing scenario's full report as an issue. Its
/// name is the one `patterns report --coverage` runs for the scenario suite's coverage
/// (`CoverageRunner.scenarioSuiteFilter`).
struct ScenarioSuiteTests {
  @Test func theBundledSuiteParses() throws {
    let loaded = try ScenarioLoader.loadBundledSuite()
    expectEqual(loaded.faults.map(\.description), [])
  }

  @Test(arguments: PatternRegistry.all.map(\.name))
  func theBundledSuitePasses(on patternName: String) throws {
    let pattern = try #require(PatternRegistry.all.first { $0.name == patternName })
    let loaded = try ScenarioLoader.loadBundledSuite()
    try #require(loaded.faults.isEmpty, "the bundled suite does not parse")
    let scenarios = loaded.files.flatMap(\.scenarios)
    for scenario in scenarios {
      let result = pattern.play(scenario)
      if let failure = result.failure {
        Issue.record("\(patternName): ✗ \(scenario.name)\n\(failure.report)")
      }
    }
  }
}
