import Scenarios

@testable import Runner

/// A small made-up run: two patterns, two scenarios in one file, one failure in `mvp`.
enum RunFixtures {
  static let file = "Suite/login.scenario"

  static func scenario(_ name: String, line: Int) -> Scenario {
    Scenario(
      name: name, location: SourceLocation(file: file, line: line, column: 1),
      steps: [])
  }

  static let failure = ScenarioFailure(
    location: SourceLocation(file: file, line: 9, column: 3),
    step: "expect login.title text \"Sign <in> & \\\"go\\\"\"",
    expected: "text \"Sign <in> & \\\"go\\\"\"", seen: "text \"Sign in\"",
    message: "expected text \"Sign <in> & \\\"go\\\"\", seen text \"Sign in\"",
    screen: "login\n  login.title \"Sign in\"\n  login.password \"•••\"")

  static func timed(_ name: String, line: Int, ms: Double, failure: ScenarioFailure? = nil)
    -> RunReport.TimedResult
  {
    RunReport.TimedResult(
      result: ScenarioResult(scenario: scenario(name, line: line), failure: failure),
      durationMs: ms)
  }

  static let mvc = RunReport.PatternRun(
    name: "mvc",
    results: [
      timed("Starts empty", line: 1, ms: 3.2), timed("Title reads Sign in", line: 7, ms: 1.6),
    ])

  static let mvp = RunReport.PatternRun(
    name: "mvp",
    results: [
      timed("Starts empty", line: 1, ms: 12.4),
      timed("Title reads Sign in", line: 7, ms: 2, failure: failure),
    ])

  static let report = RunReport(patterns: [mvc, mvp])
}
