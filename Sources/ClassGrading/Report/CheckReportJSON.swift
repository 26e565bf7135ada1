import Formats
import Grading

/// `patterns exercise check --format json`: one check report as one object.
///
/// ```
/// {"exercise", "pattern", "score", "outcome", "status", "statusWhy": [...],
///  "checks": [{"name", "kind", "verdict", "passed", "total", "trouble", "why"}],
///  "mutants": {"killed", "total", "survivors", "controlsFailed"} | null}
/// ```
public enum CheckReportJSON {
  /// The report as JSON (pretty-printed, keys in that order).
  public static func render(_ report: CheckReport) -> String {
    let row = GradeJSON.row(
      GradeRow(name: "", report: report, files: SubmissionFiles(), lines: .zero, seconds: 0),
      rank: 0)
    guard case .object(let members) = row else { return "{}\n" }
    let picked = ["score", "outcome", "status", "statusWhy", "checks", "mutants"].compactMap {
      key in members.first { $0.0 == key }
    }
    return JSONValue.object(
      [("exercise", .string(report.exercise)), ("pattern", .string(report.pattern))] + picked
    ).rendered() + "\n"
  }
}
