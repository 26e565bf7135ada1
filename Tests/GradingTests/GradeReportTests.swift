import Assertions
import ClassGrading
import Classroom
import Grading
import Testing

/// A row whose checks have `verdicts`: the first the build, the others task checks of one
/// item each (named check2, check3…).
func gradeRow(_ name: String, _ verdicts: [CheckReport.Verdict], seconds: Double = 1)
  -> GradeRow
{
  GradeRow(
    name: name,
    report: CheckReport(
      exercise: "greet", pattern: "fake",
      results: verdicts.enumerated().map {
        $0.offset == 0
          ? CheckResult(name: "builds", kind: .build, verdict: $0.element)
          : CheckResult(name: "check\($0.offset + 1)", kind: .task, verdict: $0.element)
      }),
    files: SubmissionFiles(), lines: .zero, seconds: seconds)
}

struct GradeReportTests {
  @Test func rowsRankBestScoreFirstThenMoreOfTheTaskPassedThenByName() {
    let report = GradeReport(
      exercise: "greet", pattern: "fake", timeLimitSeconds: 60,
      rows: [
        gradeRow("cy", [.passed, .failed(why: [])]),
        gradeRow("bob", [.passed, .passed]),
        gradeRow("ada", [.passed, .failed(why: [])]),
        gradeRow("dan", [.failed(why: []), .skipped]),
        gradeRow("eve", [.passed, .passed, .passed, .failed(why: [])]),
      ])
    assertEqual(report.rows.map(\.name), ["bob", "eve", "ada", "cy", "dan"])
  }

  @Test func mergingShardsGivesOneRankedReportOfTheWholeClass() throws {
    let first = GradeReport(
      exercise: "greet", pattern: "fake", shard: GradeShard("1/2"), timeLimitSeconds: 60,
      rows: [gradeRow("ada", [.failed(why: [])]), gradeRow("cy", [.passed])])
    let second = GradeReport(
      exercise: "greet", pattern: "fake", shard: GradeShard("2/2"), timeLimitSeconds: 60,
      rows: [gradeRow("bob", [.passed])])
    let merged = try GradeReport.merged([first, second])
    assertEqual(merged.rows.map(\.name), ["bob", "cy", "ada"])
    #expect(merged.shard == nil)
    assertEqual(GradeReport.missingShards([first, second]), [])
    assertEqual(GradeReport.missingShards([second]), [GradeShard("1/2")!])
  }

  @Test func mergingRefusesPartsOfOtherWorkOrTheSameStudentTwice() {
    let part = GradeReport(
      exercise: "greet", pattern: "fake", timeLimitSeconds: 60, rows: [gradeRow("ada", [.passed])])
    var other = part
    other.pattern = "mvp"
    #expect(
      throws: ExerciseError("the parts grade different work: greet for fake, and greet for mvp")
    ) {
      try GradeReport.merged([part, other])
    }
    #expect(
      throws: ExerciseError("the submission 'ada' is in two parts (was a shard merged twice?)")
    ) {
      try GradeReport.merged([part, part])
    }
    #expect(throws: ExerciseError("no parts to merge")) { try GradeReport.merged([]) }
  }
}
