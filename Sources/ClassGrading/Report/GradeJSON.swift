import Classroom
import Formats
import Foundation
import Grading

/// `patterns grade --format json`, the journal's rows, and the parts `--shard K/N` writes,
/// read back by `--merge` and `--resume`: one object, pretty-printed.
///
/// ```
/// {"exercise", "pattern", "shard": "K/N" | null, "timeLimitSeconds", "isolation",
///  "submissions": [{"rank", "name", "score", "outcome", "status": "checked" | "no work" |
///    "refused" | "not graded", "statusWhy": [...], "builds": bool | null,
///    "task": {"passed", "total"}, "mutants": {"killed", "total", "survivors",
///    "controlsFailed"} | null, "linesAdded", "linesRemoved", "seconds",
///    "checks": [{"name", "kind", "verdict": "passed" | "failed" | "skipped", "passed",
///      "total", "trouble": "crashed" | "hung" | "limit" | null, "why": [...]}],
///    "ignored": [...], "refused": [...], "pristine": [...], "work": [...]}],
///  "similar": [{"first", "second", "share", "lines"}], "reference": [...]}
/// ```
/// `work` and `reference` are the added lines' fingerprints (`Similarity.fingerprints`), so
/// that merged shards compare across the whole class.
public enum GradeJSON {
  /// The report as JSON.
  public static func render(_ report: GradeReport) -> String {
    JSONValue.object([
      ("exercise", .string(report.exercise)), ("pattern", .string(report.pattern)),
      ("shard", report.shard.map { .string($0.description) } ?? .null),
      ("timeLimitSeconds", .int(report.timeLimitSeconds)),
      ("isolation", .string(report.isolation)),
      ("submissions", .array(report.rows.enumerated().map { row($1, rank: $0 + 1) })),
      (
        "similar",
        .array(
          report.similar.map {
            .object([
              ("first", .string($0.first)), ("second", .string($0.second)),
              ("share", .double($0.share)), ("lines", .int($0.lines)),
            ])
          })
      ),
      ("reference", .array(report.reference.map { .string($0) })),
    ]).rendered() + "\n"
  }

  /// One row as JSON (ranked `rank`).
  public static func row(_ row: GradeRow, rank: Int) -> JSONValue {
    let (status, statusWhy) = status(row.report.status)
    let task = row.taskItems
    return .object([
      ("rank", .int(rank)), ("name", .string(row.name)), ("score", .int(row.score)),
      ("outcome", .string(row.outcome.rawValue)), ("status", .string(status)),
      ("statusWhy", .array(statusWhy.map { .string($0) })),
      ("builds", row.builds.map { .bool($0) } ?? .null),
      ("task", .object([("passed", .int(task.passed)), ("total", .int(task.total))])),
      (
        "mutants",
        row.report.mutants.map {
          .object([
            ("killed", .int($0.killed)), ("total", .int($0.total)),
            ("survivors", .array($0.survivors.map { .string($0) })),
            ("controlsFailed", .array($0.controlsFailed.map { .string($0) })),
          ])
        } ?? .null
      ),
      ("linesAdded", .int(row.lines.added)), ("linesRemoved", .int(row.lines.removed)),
      ("seconds", .double(row.seconds)),
      ("checks", .array(row.report.results.map(check))),
      ("ignored", .array(row.files.ignored.map { .string($0) })),
      ("refused", .array(row.files.refused.map { .string($0) })),
      ("pristine", .array(row.pristine.map { .string($0) })),
      ("work", .array(row.work.map { .string($0) })),
    ])
  }

  private static func check(_ result: CheckResult) -> JSONValue {
    var why: [String] = []
    if case .failed(let lines) = result.verdict { why = lines }
    return .object([
      ("name", .string(result.name)), ("kind", .string(result.kind.rawValue)),
      ("verdict", .string(word(result.verdict))), ("passed", .int(result.passed)),
      ("total", .int(result.total)),
      ("trouble", result.trouble.map { .string($0.rawValue) } ?? .null),
      ("why", .array(why.map { .string($0) })),
    ])
  }

  private static func word(_ verdict: CheckReport.Verdict) -> String {
    switch verdict {
    case .passed: "passed"
    case .failed: "failed"
    case .skipped: "skipped"
    }
  }

  private static func status(_ status: CheckReport.Status) -> (String, [String]) {
    switch status {
    case .checked: ("checked", [])
    case .noWork: ("no work", [])
    case .refused(let findings): ("refused", findings)
    case .notGraded(let why): ("not graded", [why])
    }
  }

  /// Reads a report written by `render`.
  ///
  /// - Throws: `ExerciseError` saying what is wrong when it is not one.
  public static func parse(_ data: Data) throws -> GradeReport {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw ExerciseError("it is not a report of 'patterns grade --format json' (\(error))")
    }
    var shard: GradeShard?
    if let text = file.shard {
      guard let parsed = GradeShard(text) else {
        throw ExerciseError("its shard '\(text)' is not K/N")
      }
      shard = parsed
    }
    return GradeReport(
      exercise: file.exercise, pattern: file.pattern, shard: shard,
      timeLimitSeconds: file.timeLimitSeconds, isolation: file.isolation ?? "",
      reference: file.reference ?? [],
      rows: try file.submissions.map { try $0.row(exercise: file.exercise, pattern: file.pattern) })
  }

  /// Reads one row written by `row(_:rank:)` (a journal's line).
  public static func parseRow(_ data: Data, exercise: String, pattern: String) throws -> GradeRow {
    try JSONDecoder().decode(Row.self, from: data).row(exercise: exercise, pattern: pattern)
  }

  private struct File: Decodable {
    var exercise: String
    var pattern: String
    var shard: String?
    var timeLimitSeconds: Int
    var isolation: String?
    var reference: [String]?
    var submissions: [Row]
  }

  private struct Row: Decodable {
    var name: String
    var status: String
    var statusWhy: [String]
    var mutants: MutationScore?
    var linesAdded: Int
    var linesRemoved: Int
    var seconds: Double
    var checks: [Check]
    var ignored: [String]
    var refused: [String]
    var pristine: [String]
    var work: [String]?

    func row(exercise: String, pattern: String) throws -> GradeRow {
      let status: CheckReport.Status
      switch self.status {
      case "checked": status = .checked
      case "no work": status = .noWork
      case "refused": status = .refused(statusWhy)
      case "not graded": status = .notGraded(statusWhy.first ?? "")
      default: throw ExerciseError("the status '\(self.status)' is not one a report writes")
      }
      return GradeRow(
        name: name,
        report: CheckReport(
          exercise: exercise, pattern: pattern, status: status,
          results: try checks.map { try $0.result() }, mutants: mutants),
        files: SubmissionFiles(accepted: [], ignored: ignored, refused: refused),
        pristine: pristine, lines: LineDiff.Count(added: linesAdded, removed: linesRemoved),
        work: work ?? [], seconds: seconds)
    }
  }

  private struct Check: Decodable {
    var name: String
    var kind: CheckResult.Kind
    var verdict: String
    var passed: Int
    var total: Int
    var trouble: CheckResult.Trouble?
    var why: [String]

    func result() throws -> CheckResult {
      let parsed: CheckReport.Verdict
      switch verdict {
      case "passed": parsed = .passed
      case "failed": parsed = .failed(why: why)
      case "skipped": parsed = .skipped
      default: throw ExerciseError("the verdict '\(verdict)' is not passed, failed or skipped")
      }
      return CheckResult(
        name: name, kind: kind, verdict: parsed, passed: passed, total: total, trouble: trouble)
    }
  }
}
