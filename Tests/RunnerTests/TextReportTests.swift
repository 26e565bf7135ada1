import Assertions
import Scenarios
import Testing

@testable import Runner

struct TextReportTests {
  @Test func onePatternListsEachScenarioWithMarkAndMillisecondsThenTheTotals() {
    assertEqual(
      TextReport.render(RunReport(patterns: [RunFixtures.mvc])),
      """
      mvc
        ✓ Starts empty (3 ms)
        ✓ Title reads Sign in (2 ms)

      2 passed, 0 failed

      """)
  }

  @Test func severalPatternsShowAMatrixThenEachFailureInFull() {
    assertEqual(
      TextReport.render(RunFixtures.report),
      """
                             mvc      mvp
      Suite/login.scenario
        Starts empty         ✓ 3 ms   ✓ 12 ms
        Title reads Sign in  ✓ 2 ms   ✗ 2 ms

      ✗ mvp: Title reads Sign in
      Suite/login.scenario:9: expect login.title text "Sign <in> & \\"go\\""
        expected: text "Sign <in> & \\"go\\""
        seen:     text "Sign in"
        screen:
          login
            login.title "Sign in"
            login.password "•••"

      3 passed, 1 failed

      """)
  }

  @Test func aFailureSeveralPatternsShareIsPrintedOnceNamingThemAndADifferentOneApart() {
    let other = ScenarioFailureFixture.leak
    func run(_ name: String, _ failure: ScenarioFailure) -> RunReport.PatternRun {
      RunReport.PatternRun(
        name: name,
        results: [
          RunFixtures.timed("Starts empty", line: 1, ms: 1),
          RunFixtures.timed("Title reads Sign in", line: 7, ms: 1, failure: failure),
        ])
    }
    let report = RunReport(patterns: [
      run("mvc", RunFixtures.failure), run("mvp", other), run("tea", RunFixtures.failure),
    ])
    let text = TextReport.render(report)
    assertEqual(text.components(separatedBy: "✗ mvc, tea: Title reads Sign in\n").count, 2)
    assertEqual(text.components(separatedBy: "✗ mvp: Title reads Sign in\n").count, 2)
    assertEqual(text.components(separatedBy: "expected: text").count, 2)
    #expect(text.hasSuffix("\n3 passed, 3 failed\n"))
  }

  @Test func aFailureWithoutExpectedAndSeenPrintsItsMessage() {
    let leak = ScenarioFailureFixture.leak
    assertEqual(
      leak.report,
      """
      Suite/login.scenario:1: scenario: Starts empty
        leaked: LoginViewController, UILabel (2)
      """)
  }
}

enum ScenarioFailureFixture {
  static let leak = Scenarios.ScenarioFailure(
    location: .init(file: "Suite/login.scenario", line: 1, column: 1),
    step: "scenario: Starts empty", message: "leaked: LoginViewController, UILabel (2)",
    screen: "")
}

struct TextReportMatrixWidthTests {
  @Test func longNamesAreShortenedOnlyAsMuchAsAHundredColumnsNeed() {
    let long = String(repeating: "x", count: 120)
    let run = { (name: String) in
      RunReport.PatternRun(name: name, results: [RunFixtures.timed(long, line: 1, ms: 1)])
    }
    let lines = TextReport.render(RunReport(patterns: [run("mvc"), run("mvp"), run("mvvm")]))
      .split(separator: "\n")
    // 100 - 3 cells of 8 = 76 for the name column: "  " + 71 x + "…" + 2 spaces.
    assertEqual(lines[2], "  " + String(repeating: "x", count: 71) + "…  ✓ 1 ms  ✓ 1 ms  ✓ 1 ms")
    #expect(lines[2].count <= 100)
  }
}
