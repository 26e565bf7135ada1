import Assertions
import ClassGrading
import Classroom
import Foundation
import Testing

@testable import Commands
@testable import TextColumns

@testable import Grading

/// A small class: ada passes all, bob fails one scenario (and brought odd files), cy does
/// not build.
private func sampleReport(mutants: Bool = false) -> GradeReport {
  func report(_ results: [CheckResult], _ killed: Int) -> CheckReport {
    CheckReport(
      exercise: "greet", pattern: "fake", results: results,
      mutants: mutants ? MutationScore(killed: killed, total: 8, survivors: []) : nil)
  }
  func scenarios(_ passed: Int, _ why: [String] = []) -> CheckResult {
    CheckResult(
      name: "exercise scenarios", kind: .task, verdict: why.isEmpty ? .passed : .failed(why: why),
      passed: passed, total: 2)
  }
  let regression = CheckResult(
    name: "regression suite", kind: .regression, verdict: .passed, passed: 310, total: 310)
  let lint = CheckResult(name: "lint", kind: .lint, verdict: .passed)
  let built = CheckResult(name: "builds", kind: .build, verdict: .passed)
  return GradeReport(
    exercise: "greet", pattern: "fake", timeLimitSeconds: 300,
    isolation: "Linux namespaces",
    rows: [
      GradeRow(
        name: "cy",
        report: report(
          [
            CheckResult(
              name: "builds", kind: .build,
              verdict: .failed(why: ["A.swift:1:1: error: <oops> & \"more\""])),
            CheckResult(name: "exercise scenarios", kind: .task, verdict: .skipped, total: 0),
            CheckResult(name: "regression suite", kind: .regression, verdict: .skipped, total: 0),
            CheckResult(name: "lint", kind: .lint, verdict: .skipped, total: 0),
          ], 0),
        files: SubmissionFiles(), lines: LineDiff.Count(added: 2, removed: 0), seconds: 3.25),
      GradeRow(
        name: "ada", report: report([built, scenarios(2), regression, lint], 8),
        files: SubmissionFiles(accepted: ["Sources/App/Greeting.swift"]),
        lines: LineDiff.Count(added: 1, removed: 1), seconds: 12.5),
      GradeRow(
        name: "bob, jr",
        report: report([built, scenarios(1, ["✗ Greets", "  expected"]), regression, lint], 5),
        files: SubmissionFiles(
          accepted: ["Sources/App/Greeting.swift"], ignored: ["=notes.txt"],
          refused: ["Sources/App/L.swift (a symbolic link)"]),
        pristine: ["Tests/AppTests/GreetingTests.swift"],
        lines: LineDiff.Count(added: 3, removed: 0), seconds: 11),
    ])
}

struct GradeOutputTests {
  @Test func textIsTheRankedTableThenWhyAndFitsTheWidth() {
    let text = GradeText.render(sampleReport(), width: 100)
    assertEqual(
      text,
      """
      Grading greet for fake: 3 submissions, at most 300 s each.
      Sandbox: Linux namespaces

      RANK  NAME     OUTCOME              TASK     REGRESSIONS  LINT  LINES        SCORE    TIME
         1  ada      passes               2/2      310/310      pass  +1 -1          100    13 s
         2  bob, jr  wrong behaviour      1/2      310/310      pass  +3 -0           50    11 s
         3  cy       does not build       -        skip         skip  +2 -0            0     3 s

      WHY

      bob, jr: 50/100, wrong behaviour
        FAIL  exercise scenarios
              ✗ Greets
                expected
        refused: Sources/App/L.swift (a symbolic link)
        ignored: =notes.txt
        kept as the grader's (graded tests): Tests/AppTests/GreetingTests.swift

      cy: 0/100, does not build
        FAIL  builds
              A.swift:1:1: error: <oops> & "more"

      1 of 3 submissions passed every check.

      """)
    #expect(text.split(separator: "\n").allSatisfy { TextLayout.width($0) <= 100 })
  }

  @Test func textShowsAMutantsColumnOnlyWhenTheExerciseHasMutants() {
    let text = GradeText.render(sampleReport(mutants: true), width: 100)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    assertEqual(
      lines[3],
      "RANK  NAME     OUTCOME              TASK     REGRESSIONS  LINT  MUTANTS  LINES        SCORE    TIME"
    )
    assertEqual(
      lines[4],
      "   1  ada      passes               2/2      310/310      pass  8/8      +1 -1          100    13 s"
    )
    #expect(!GradeText.render(sampleReport(), width: 100).contains("MUTANTS"))
  }

  @Test func csvQuotesWhatItMustAndDefusesFormulas() {
    let csv = GradeCSV.render(sampleReport())
    assertEqual(
      csv,
      "rank,name,outcome,builds,task_passed,task_total,regressions_passed,regressions_total,"
        + "lint,lines_added,lines_removed,score,seconds,failures,ignored,refused,similar_to\r\n"
        + "1,ada,passes,yes,2,2,310,310,pass,1,1,100,12.5,,,,\r\n"
        + "2,\"bob, jr\",wrong behaviour,yes,1,2,310,310,pass,3,0,50,11,\"exercise scenarios:\n"
        + "  ✗ Greets\n    expected\",'=notes.txt,Sources/App/L.swift (a symbolic link),\r\n"
        + "3,cy,does not build,no,0,0,,,skip,2,0,0,3.25,\"builds:\n"
        + "  A.swift:1:1: error: <oops> & \"\"more\"\"\",,,\r\n")
    #expect(
      GradeCSV.render(sampleReport(mutants: true)).hasPrefix(
        "rank,name,outcome,builds,task_passed,task_total,regressions_passed,regressions_total,"
          + "lint,mutants_killed,mutants_total,"))
  }

  @Test func jsonHasOneObjectPerRankedSubmissionAndReadsBack() throws {
    let report = sampleReport(mutants: true)
    let json = GradeJSON.render(report)
    #expect(
      json.hasPrefix(
        """
        {
          "exercise": "greet",
          "pattern": "fake",
          "shard": null,
          "timeLimitSeconds": 300,
          "isolation": "Linux namespaces",
          "submissions": [
            {
              "rank": 1,
              "name": "ada",
              "score": 100,
              "outcome": "passes",
              "status": "checked",
              "statusWhy": [],
              "builds": true,
              "task": {
                "passed": 2,
                "total": 2
              },
        """))
    let back = try GradeJSON.parse(Data(json.utf8))
    assertEqual(back.isolation, "Linux namespaces")
    assertEqual(back.rows.map(\.name), report.rows.map(\.name))
    assertEqual(back.rows.map(\.report), report.rows.map(\.report))
    assertEqual(back.rows.map(\.files.refused), report.rows.map(\.files.refused))
    assertEqual(back.rows.map(\.pristine), report.rows.map(\.pristine))
    assertEqual(back.rows.map(\.lines), report.rows.map(\.lines))
  }

  @Test func htmlIsOneSortableTableWithEachRowsFailuresEscaped() {
    let html = GradeHTML.render(sampleReport())
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    assertEqual(html.components(separatedBy: "<table>").count, 2)
    #expect(
      html.contains(
        "<thead><tr><th>Rank</th><th>Name</th><th>Outcome</th><th>Task</th><th>Regressions</th>"
          + "<th>Lint</th><th>Lines changed</th><th>Score</th><th>Time (s)</th>"
          + "<th>Failures and files</th></tr></thead>"))
    #expect(html.contains("<p>Sandbox: Linux namespaces</p>"))
    assertEqual(html.components(separatedBy: "<tr><td").count, 4)
    #expect(html.contains("<pre>A.swift:1:1: error: &lt;oops&gt; &amp; \"more\"</pre>"))
    #expect(html.contains("<td class=\"num\" data-sort=\"100\">100</td>"))
    #expect(html.contains("<summary>1 failed, 1 refused, 1 ignored</summary>"))
    #expect(html.contains("<span class=\"fail\">does not build</span>"))
    #expect(html.contains("addEventListener(\"click\""))
    #expect(!html.contains("<oops>"))
  }
}
