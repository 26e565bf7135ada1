/// What the checks of one piece of work found (`patterns exercise check`, one row of
/// `patterns grade`): each check's result, the mutants killed, and the score they earn.
nonisolated public struct CheckReport: Hashable, Sendable, Codable {
  /// How one check ended.
  public enum Verdict: Hashable, Sendable, Codable {
    case passed
    /// Failed, with the lines that say why.
    case failed(why: [String])
    /// Not run because an earlier gate (the build) failed.
    case skipped
  }

  /// Whether the checks ran at all.
  public enum Status: Hashable, Sendable, Codable {
    /// They ran.
    case checked
    /// Nothing differs from the starting point: nothing to check.
    case noWork
    /// The files call what graded code may not (each line `file:line:column: forbidden: …`).
    case refused([String])
    /// Grading itself failed for this work (the machine, not the student), saying why.
    case notGraded(String)
  }

  /// The exercise checked.
  public var exercise: String
  /// The pattern checked.
  public var pattern: String
  /// Whether the checks ran.
  public var status: Status
  /// Each check's result, in plan order.
  public var results: [CheckResult]
  /// For a "write the tests" exercise, how many planted mutants the tests killed.
  public var mutants: MutationScore?

  /// Creates a report.
  public init(
    exercise: String, pattern: String, status: Status = .checked, results: [CheckResult],
    mutants: MutationScore? = nil
  ) {
    self.exercise = exercise
    self.pattern = pattern
    self.status = status
    self.results = results
    self.mutants = mutants
  }

  /// How many checks passed.
  public var passedCount: Int { results.filter { $0.verdict == .passed }.count }

  /// Whether the work was checked and every check passed.
  public var allPassed: Bool {
    status == .checked && !results.isEmpty && passedCount == results.count
  }

  /// The result of the check called `name`.
  public func result(_ name: String) -> CheckResult? { results.first { $0.name == name } }

  /// Each failed check with the lines that say why, in plan order.
  public var failures: [(name: String, why: [String])] {
    results.compactMap { result in
      if case .failed(let why) = result.verdict { return (result.name, why) }
      return nil
    }
  }
}
