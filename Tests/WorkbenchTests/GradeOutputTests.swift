import Classroom
import Foundation
@testable import Grading
import Testing

@testable import Workbench

/// A small class: ada passes all, bob fails the scenarios (and brought odd files), cy does not
/// build.
private func sampleReport(mutants: Bool = false) -> GradeReport {
  func report(_ results: [(String, CheckReport.Verdict)], _ killed: Int) -> CheckReport {
    CheckReport(
      exercise: "greet", pattern: "fake", results: results.map { (name: $0.0, verdict: $0.1) },
      mutants: mutants ? MutationScore(killed: killed, total: 8, survivors: []) : nil)
  }
  return GradeReport(
    exercise: "greet", pattern: "fake", timeLimitSeconds: 300,
    rows: [
      GradeRow(
        name: "cy",
        report: report(
          [
            ("builds", .failed(why: ["A.swift:1:1: error: <oops> & \"more\""])),
            ("exercise scenarios", .skipped), ("regression suite", .skipped), ("lint", .skipped),
          ], 0),
        files: SubmissionFiles(), lines: LineDiff.Count(added: 2, removed: 0), seconds: 3.25),
      GradeRow(
        name: "ada",
        report: report(
          [
            ("builds", .passed), ("exercise scenarios", .passed), ("regression suite", .passed),
            ("lint", .passed),
          ], 8),
        files: SubmissionFiles(accepted: ["Sources/App/Greeting.swift"]),
        lines: LineDiff.Count(added: 1, removed: 1), seconds: 12.5),
      GradeRow(
        name: "bob, jr",
        report: report(
          [
            ("builds", .passed), ("exercise scenarios", .failed(why: ["✗ Greets", "  expected"])),
            ("regression suite", .passed), ("lint", .passed),
          ], 5),
        files: SubmissionFiles(
          accepted: ["Sources/App/Greeting.swift"], ignored: ["=notes.txt"],
          refused: ["Sources/App/L.swift (a symbolic link)"]),
        lines: LineDiff.Count(added: 3, removed: 0), seconds: 11),
    ])
}

@Suite struct GradeOutputTests {
  @Test func textIsTheRankedTableThenWhyAndFitsTheWidth() {
    let text = GradeText.render(sampleReport(), width: 100)
    #expect(
      text == """
        Grading greet for fake: 3 submissions, at most 300 s each.

        RANK  NAME     BUILDS  CHECKS  REGRESSIONS  LINT  LINES        SCORE    TIME
           1  ada      yes     4/4     pass         pass  +1 -1          100    13 s
           2  bob, jr  yes     3/4     pass         pass  +3 -0           75    11 s
           3  cy       NO      0/4     skip         skip  +2 -0            0     3 s

        WHY

        bob, jr: 75/100
          FAIL  exercise scenarios
                ✗ Greets
                  expected
          refused: Sources/App/L.swift (a symbolic link)
          ignored: =notes.txt

        cy: 0/100
          FAIL  builds
                A.swift:1:1: error: <oops> & "more"

        1 of 3 submissions passed every check.

        """)
    #expect(text.split(separator: "\n").allSatisfy { TextLayout.width($0) <= 100 })
  }

  @Test func textShowsAMutantsColumnOnlyWhenTheExerciseHasMutants() {
    let text = GradeText.render(sampleReport(mutants: true), width: 100)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[2]
        == "RANK  NAME     BUILDS  CHECKS  REGRESSIONS  LINT  MUTANTS  LINES        SCORE    TIME")
    #expect(
      lines[3]
        == "   1  ada      yes     4/4     pass         pass  8/8      +1 -1          100    13 s")
    #expect(!GradeText.render(sampleReport(), width: 100).contains("MUTANTS"))
  }

  @Test func csvQuotesWhatItMustAndDefusesFormulas() {
    let csv = GradeCSV.render(sampleReport())
    #expect(
      csv == "rank,name,builds,checks_passed,checks_total,regressions,lint,lines_added,"
        + "lines_removed,score,seconds,failures,ignored,refused\r\n"
        + "1,ada,yes,4,4,pass,pass,1,1,100,12.5,,,\r\n"
        + "2,\"bob, jr\",yes,3,4,pass,pass,3,0,75,11,\"exercise scenarios:\n  ✗ Greets\n    "
        + "expected\",'=notes.txt,Sources/App/L.swift (a symbolic link)\r\n"
        + "3,cy,no,0,4,skip,skip,2,0,0,3.25,\"builds:\n  A.swift:1:1: error: <oops> & \"\"more\"\"\""
        + ",,\r\n")
    #expect(
      GradeCSV.render(sampleReport(mutants: true)).hasPrefix(
        "rank,name,builds,checks_passed,checks_total,regressions,lint,mutants_killed,mutants_total,"
      ))
  }

  @Test func jsonHasOneObjectPerRankedSubmissionAndReadsBack() throws {
    let report = sampleReport(mutants: true)
    let json = GradeJSON.render(report)
    #expect(
      json.hasPrefix("{\n  \"exercise\": \"greet\",\n  \"pattern\": \"fake\",\n  \"shard\": null,"))
    #expect(
      json.contains(
        """
            {
              "rank": 1,
              "name": "ada",
              "builds": true,
              "checksPassed": 4,
              "checksTotal": 4,
              "regressions": "passed",
              "lint": "passed",
              "mutants": {
                "killed": 8,
                "total": 8,
                "survivors": []
              },
              "linesAdded": 1,
              "linesRemoved": 1,
              "score": 100,
              "seconds": 12.5,
        """))
    let back = try GradeJSON.parse(Data(json.utf8))
    #expect(back.rows.map(\.name) == report.rows.map(\.name))
    #expect(back.rows.map(\.report) == report.rows.map(\.report))
    #expect(back.rows.map(\.files.refused) == report.rows.map(\.files.refused))
    #expect(back.rows.map(\.lines) == report.rows.map(\.lines))
  }

  @Test func htmlIsOneSortableTableWithEachRowsFailuresEscaped() {
    let html = GradeHTML.render(sampleReport())
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.components(separatedBy: "<table>").count == 2)
    #expect(
      html.contains(
        "<thead><tr><th>Rank</th><th>Name</th><th>Builds</th><th>Checks</th><th>Regressions</th>"
          + "<th>Lint</th><th>Lines changed</th><th>Score</th><th>Time (s)</th>"
          + "<th>Failures and files</th></tr></thead>"))
    #expect(html.components(separatedBy: "<tr><td").count == 4)
    #expect(html.contains("<pre>A.swift:1:1: error: &lt;oops&gt; &amp; \"more\"</pre>"))
    #expect(html.contains("<td class=\"num\" data-sort=\"100\">100</td>"))
    #expect(html.contains("<summary>1 failed, 1 refused, 1 ignored</summary>"))
    #expect(html.contains("addEventListener(\"click\""))
    #expect(!html.contains("<oops>"))
  }
}
