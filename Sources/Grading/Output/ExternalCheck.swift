/// One graded check as a grading service outside this project shows it (Gradescope's test
/// case, GitHub Classroom's autograding test): the neutral input of `GradescopeResults` and
/// `ClassroomResult`, onto which a grading report is mapped.
public struct ExternalCheck: Hashable, Sendable {
  /// How the check ended.
  public enum Status: String, Hashable, Sendable {
    /// It ran and passed.
    case passed
    /// It ran and failed: the work is wrong.
    case failed
    /// It could not be judged (the grader's own failure, not the student's work).
    case error
  }

  /// The check's name, as the student reads it: "search-debounce.scenario", "lint".
  public var name: String
  /// The points earned, from 0 to `maxScore`.
  public var score: Double
  /// The points it is worth.
  public var maxScore: Double
  /// How it ended.
  public var status: Status
  /// What it says: why it failed, or nothing.
  public var output: String
  /// How long it took, when measured.
  public var seconds: Double?
  /// Whether it checks material students never saw (held-out scenarios), which a service may
  /// show only after the due date.
  public var isHeldOut: Bool

  /// Creates a check.
  public init(
    name: String, score: Double, maxScore: Double, status: Status, output: String = "",
    seconds: Double? = nil, isHeldOut: Bool = false
  ) {
    self.name = name
    self.score = score
    self.maxScore = maxScore
    self.status = status
    self.output = output
    self.seconds = seconds
    self.isHeldOut = isHeldOut
  }
}
