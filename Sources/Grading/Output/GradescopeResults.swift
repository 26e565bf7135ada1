import Formats

/// Gradescope's `results.json` (its autograder specification, "Output format"): what a
/// `run_autograder` script writes to `/autograder/results/results.json`.
///
/// ```
/// {"score"?, "execution_time"?, "output"?, "visibility"?, "stdout_visibility"?,
///  "tests": [{"name", "score", "max_score", "status": "passed" | "failed", "output"?,
///             "visibility"?}]}
/// ```
/// Gradescope has no top-level maximum: the total is the tests' `max_score` summed. A
/// top-level `score`, when written, overrides the tests' total. `status` marks a test as
/// passing or failing whatever its score (an `error` check is `failed`).
public enum GradescopeResults {
  /// When students see a test or the standard output (the instructors always do).
  public enum Visibility: String, Hashable, Sendable {
    /// Never shown to students.
    case hidden
    /// Shown after the due date (after the late due date when late work is allowed).
    case afterDueDate = "after_due_date"
    /// Shown once the assignment's grades are published.
    case afterPublished = "after_published"
    /// Always shown (Gradescope's default).
    case visible
  }

  /// `results.json` for `tests`, pretty-printed. `score` overrides the tests' total when
  /// given; `output` is the text shown for the whole submission; `executionSeconds` the run's
  /// time; `visibility` and `stdoutVisibility` the top-level settings, written when given;
  /// a held-out check gets `heldOutVisibility`.
  public static func render(
    tests: [ExternalCheck], score: Double? = nil, output: String? = nil,
    executionSeconds: Double? = nil, visibility: Visibility? = nil,
    stdoutVisibility: Visibility? = nil, heldOutVisibility: Visibility = .afterDueDate
  ) -> String {
    var members: [(String, JSONValue)] = []
    if let score { members.append(("score", .double(score))) }
    if let executionSeconds { members.append(("execution_time", .double(executionSeconds))) }
    if let output { members.append(("output", .string(output))) }
    if let visibility { members.append(("visibility", .string(visibility.rawValue))) }
    if let stdoutVisibility {
      members.append(("stdout_visibility", .string(stdoutVisibility.rawValue)))
    }
    members.append(
      ("tests", .array(tests.map { test($0, heldOutVisibility: heldOutVisibility) })))
    return JSONValue.object(members).rendered() + "\n"
  }

  private static func test(_ check: ExternalCheck, heldOutVisibility: Visibility) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("name", .string(check.name)), ("score", .double(check.score)),
      ("max_score", .double(check.maxScore)),
      ("status", .string(check.status == .passed ? "passed" : "failed")),
    ]
    if !check.output.isEmpty { members.append(("output", .string(check.output))) }
    if check.isHeldOut { members.append(("visibility", .string(heldOutVisibility.rawValue))) }
    return .object(members)
  }
}
