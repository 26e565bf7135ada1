import Formats
import Foundation

/// The result of one GitHub Classroom autograding step, as the grading reporter
/// (`autograding-grading-reporter`) reads it: the JSON each grader action
/// (`autograding-command-grader`, `autograding-io-grader`) sets as its `result` output,
/// base64-encoded. The reporter decodes each runner's `<RUNNER>_RESULTS` variable, adds up the
/// tests' `score` against `max_score`, and fails the run when `status` is `fail` or `error`.
///
/// ```
/// {"version": 1, "status": "pass" | "fail" | "error", "max_score",
///  "tests": [{"name", "status", "score", "message", "test_code", "filename", "line_no",
///             "duration"}]}
/// ```
/// As the command grader writes them: `message` is the output (null when none), `test_code`
/// the command, `filename` empty, `line_no` 0, `duration` in milliseconds.
public enum ClassroomResult {
  /// The result JSON for `tests`, on one line. `command` is the command that graded them
  /// (each test's `test_code`).
  public static func render(tests: [ExternalCheck], command: String) -> String {
    let maxScore = tests.reduce(0) { $0 + $1.maxScore }
    return JSONValue.object([
      ("version", .int(1)), ("status", .string(status(of: tests.map(\.status)))),
      ("max_score", .double(maxScore)),
      ("tests", .array(tests.map { test($0, command: command) })),
    ]).compact()
  }

  /// The result as the reporter reads it: `render(tests:command:)` in UTF-8, base64-encoded.
  public static func base64(tests: [ExternalCheck], command: String) -> String {
    Data(render(tests: tests, command: command).utf8).base64EncodedString()
  }

  /// The step's status: `error` when any check could not be judged, else `fail` when any
  /// failed, else `pass`.
  static func status(of statuses: [ExternalCheck.Status]) -> String {
    if statuses.contains(.error) { return "error" }
    return statuses.contains(.failed) ? "fail" : "pass"
  }

  private static func test(_ check: ExternalCheck, command: String) -> JSONValue {
    .object([
      ("name", .string(check.name)), ("status", .string(status(of: [check.status]))),
      ("score", .double(check.score)),
      ("message", check.output.isEmpty ? .null : .string(check.output)),
      ("test_code", .string(command)), ("filename", .string("")), ("line_no", .int(0)),
      ("duration", .int(Int(((check.seconds ?? 0) * 1000).rounded()))),
    ])
  }
}
