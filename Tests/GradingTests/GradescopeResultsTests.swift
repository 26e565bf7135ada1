import Assertions
import Testing

@testable import Grading

struct GradescopeResultsTests {
  private let checks = [
    ExternalCheck(name: "builds", score: 25, maxScore: 25, status: .passed, seconds: 12.5),
    ExternalCheck(
      name: "search-debounce.scenario", score: 0, maxScore: 25, status: .failed,
      output: "line 12: expected \"2 products\"\nsaw \"7 products\""),
    ExternalCheck(name: "held-out", score: 12.5, maxScore: 25, status: .error, isHeldOut: true),
  ]

  @Test func theTestsCarryNameScoreMaximumStatusAndOutput() {
    assertEqual(
      GradescopeResults.render(tests: checks),
      """
      {
        "tests": [
          {
            "name": "builds",
            "score": 25,
            "max_score": 25,
            "status": "passed"
          },
          {
            "name": "search-debounce.scenario",
            "score": 0,
            "max_score": 25,
            "status": "failed",
            "output": "line 12: expected \\"2 products\\"\\nsaw \\"7 products\\""
          },
          {
            "name": "held-out",
            "score": 12.5,
            "max_score": 25,
            "status": "failed",
            "visibility": "after_due_date"
          }
        ]
      }

      """)
  }

  @Test func theTopLevelSettingsAreWrittenWhenGivenInTheSpecificationsOrder() {
    assertEqual(
      GradescopeResults.render(
        tests: [], score: 37.5, output: "2 of 3 checks passed.", executionSeconds: 136,
        visibility: .afterPublished, stdoutVisibility: .hidden),
      """
      {
        "score": 37.5,
        "execution_time": 136,
        "output": "2 of 3 checks passed.",
        "visibility": "after_published",
        "stdout_visibility": "hidden",
        "tests": []
      }

      """)
  }

  @Test func aHeldOutCheckTakesTheVisibilityGiven() {
    let rendered = GradescopeResults.render(tests: [checks[2]], heldOutVisibility: .hidden)
    #expect(rendered.contains("\"visibility\": \"hidden\""))
  }
}
