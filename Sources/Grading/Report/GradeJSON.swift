import Classroom
import Formats
import Foundation

/// `patterns grade --format json`, and the parts `--shard K/N` writes, read back by
/// `--merge`: one object, pretty-printed.
///
/// ```
/// {"exercise", "pattern", "shard": "K/N" | null, "timeLimitSeconds",
///  "submissions": [{"rank", "name", "builds", "checksPassed", "checksTotal", "regressions",
///    "lint", "mutants": {"killed", "total", "survivors"} | null, "linesAdded",
///    "linesRemoved", "score", "seconds",
///    "results": [{"name", "verdict": "passed" | "failed" | "skipped", "why": [...]}],
///    "ignored": [...], "refused": [...]}]}
/// ```
/// `builds`, `regressions` and `lint` are null when the plan has no such check.
public enum GradeJSON {
  /// The report as JSON.
  public static func render(_ report: GradeReport) -> String {
    JSONValue.object([
      ("exercise", .string(report.exercise)), ("pattern", .string(report.pattern)),
      ("shard", report.shard.map { .string($0.description) } ?? .null),
      ("timeLimitSeconds", .int(report.timeLimitSeconds)),
      ("submissions", .array(report.rows.enumerated().map { row($1, rank: $0 + 1) })),
    ]).rendered() + "\n"
  }

  private static func row(_ row: GradeRow, rank: Int) -> JSONValue {
    .object([
      ("rank", .int(rank)), ("name", .string(row.name)),
      ("builds", row.builds.map { .bool($0) } ?? .null),
      ("checksPassed", .int(row.report.passedCount)),
      ("checksTotal", .int(row.report.results.count)),
      ("regressions", verdict(row.verdict(GradeRow.regressionCheck))),
      ("lint", verdict(row.verdict(GradeRow.lintCheck))),
      (
        "mutants",
        row.report.mutants.map {
          .object([
            ("killed", .int($0.killed)), ("total", .int($0.total)),
            ("survivors", .array($0.survivors.map { .string($0) })),
          ])
        } ?? .null
      ),
      ("linesAdded", .int(row.lines.added)), ("linesRemoved", .int(row.lines.removed)),
      ("score", .int(row.score)), ("seconds", .double(row.seconds)),
      (
        "results",
        .array(
          row.report.results.map { result in
            var why: [String] = []
            if case .failed(let lines) = result.verdict { why = lines }
            return .object([
              ("name", .string(result.name)), ("verdict", verdict(result.verdict)),
              ("why", .array(why.map { .string($0) })),
            ])
          })
      ),
      ("ignored", .array(row.files.ignored.map { .string($0) })),
      ("refused", .array(row.files.refused.map { .string($0) })),
    ])
  }

  private static func verdict(_ verdict: CheckReport.Verdict?) -> JSONValue {
    switch verdict {
    case nil: .null
    case .passed?: .string("passed")
    case .failed?: .string("failed")
    case .skipped?: .string("skipped")
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
    let rows = try file.submissions.map { row -> GradeRow in
      let results = try row.results.map { result -> (name: String, verdict: CheckReport.Verdict) in
        switch result.verdict {
        case "passed": return (result.name, .passed)
        case "failed": return (result.name, .failed(why: result.why))
        case "skipped": return (result.name, .skipped)
        default:
          throw ExerciseError("the verdict '\(result.verdict)' is not passed, failed or skipped")
        }
      }
      return GradeRow(
        name: row.name,
        report: CheckReport(
          exercise: file.exercise, pattern: file.pattern, results: results, mutants: row.mutants),
        files: SubmissionFiles(accepted: [], ignored: row.ignored, refused: row.refused),
        lines: LineDiff.Count(added: row.linesAdded, removed: row.linesRemoved),
        seconds: row.seconds)
    }
    return GradeReport(
      exercise: file.exercise, pattern: file.pattern, shard: shard,
      timeLimitSeconds: file.timeLimitSeconds, rows: rows)
  }

  private struct File: Decodable {
    var exercise: String
    var pattern: String
    var shard: String?
    var timeLimitSeconds: Int
    var submissions: [Row]
  }

  private struct Row: Decodable {
    var name: String
    var mutants: MutationScore?
    var linesAdded: Int
    var linesRemoved: Int
    var seconds: Double
    var results: [Result]
    var ignored: [String]
    var refused: [String]
  }

  private struct Result: Decodable {
    var name: String
    var verdict: String
    var why: [String]
  }
}
