import Classroom
import Foundation
import Grading
import Testing

@Suite struct CheckReportTests {
  @Test func theScoreIsTheShareOfChecksPassedRoundedDown() {
    let report = CheckReport(
      exercise: "greet", pattern: "fake",
      results: [
        ("builds", .passed), ("exercise scenarios", .failed(why: ["x.scenario:2: failed"])),
        ("regression suite", .passed),
      ])
    #expect(report.passedCount == 2)
    #expect(report.score == 66)
    #expect(!report.allPassed)
    #expect(
      report.text == """
        Checking greet for fake:
          PASS  builds
          FAIL  exercise scenarios
                x.scenario:2: failed
          PASS  regression suite

        2 of 3 checks passed. Score: 66/100.

        """)
  }

  @Test func allPassedNeedsEveryCheckAndAtLeastOne() {
    #expect(
      CheckReport(exercise: "e", pattern: "p", results: [("builds", .passed)]).allPassed)
    #expect(!CheckReport(exercise: "e", pattern: "p", results: []).allPassed)
    let skipped = CheckReport(
      exercise: "e", pattern: "p", results: [("builds", .failed(why: [])), ("lint", .skipped)])
    #expect(skipped.score == 0)
    #expect(skipped.text.contains("SKIP  lint (the build failed)"))
  }
}

extension CheckReportTests {
  @Test func aReportCrossesJSONUnchanged() throws {
    let report = CheckReport(
      exercise: "e", pattern: "p",
      results: [("builds", .passed), ("tests", .failed(why: ["✘ x", "y"])), ("lint", .skipped)],
      mutants: MutationScore(killed: 6, total: 8, survivors: ["a", "b"]))
    let data = try JSONEncoder().encode(report)
    let back = try JSONDecoder().decode(CheckReport.self, from: data)
    #expect(back == report)
    #expect(back.mutants?.percent == 75)
    #expect(back.results.map(\.name) == ["builds", "tests", "lint"])
  }
}
