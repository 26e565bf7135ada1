import Testing

@testable import Workbench

@Suite struct TextReportTests {
  @Test func onePatternListsEachScenarioWithMarkAndMillisecondsThenTheTotals() {
    #expect(
      TextReport.render(RunReport(patterns: [RunFixtures.mvc])) == """
        mvc
          ✓ Starts empty (3 ms)
          ✓ Title reads Sign in (2 ms)

        2 passed, 0 failed

        """)
  }

  @Test func severalPatternsShowAMatrixThenEachFailureInFull() {
    #expect(
      TextReport.render(RunFixtures.report) == """
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

  @Test func aFailureWithoutExpectedAndSeenPrintsItsMessage() {
    let leak = ScenarioFailureFixture.leak
    #expect(
      leak.report == """
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

import Scenarios
