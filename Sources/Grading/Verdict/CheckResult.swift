/// How one check of a submission ended: its verdict, and how many of its items (scenarios,
/// tests, mutants) passed, which is what the score counts.
nonisolated public struct CheckResult: Hashable, Sendable, Codable {
  /// What a check is for, which decides how it counts in the score (`CheckReport.score`).
  public enum Kind: String, Hashable, Sendable, Codable {
    /// The build: a gate; nothing counts when it fails.
    case build
    /// The exercise's own work: its scenarios, unit tests, held-out scenarios. The score is
    /// the share of their items passed.
    case task
    /// The regression suite: the score is multiplied by the share of it still passing.
    case regression
    /// The layering lint: a failure takes a quarter off.
    case lint
    /// A "write the tests" suite on the real code: a gate for the mutants.
    case realCode
    /// The mutants a "write the tests" suite kills: counted as the task's items.
    case mutation
  }

  /// What went wrong beyond a wrong answer, when something did.
  public enum Trouble: String, Hashable, Sendable, Codable {
    /// A process the check ran crashed (a signal ended it).
    case crashed
    /// It ran past its time (the submission's time limit, or a hang).
    case hung
    /// It hit a limit (CPU, memory, processes, file size, output).
    case limit
  }

  /// What the report calls it: "builds", "exercise scenarios", "regression suite"…
  public var name: String
  /// What it is for.
  public var kind: Kind
  /// How it ended.
  public var verdict: CheckReport.Verdict
  /// Items that passed (a check without items counts as one).
  public var passed: Int
  /// Items it has.
  public var total: Int
  /// What went wrong beyond a wrong answer.
  public var trouble: Trouble?

  /// Creates a result; `passed` and `total` default to 1 of 1 or 0 of 1 from the verdict.
  public init(
    name: String, kind: Kind, verdict: CheckReport.Verdict, passed: Int? = nil, total: Int = 1,
    trouble: Trouble? = nil
  ) {
    self.name = name
    self.kind = kind
    self.verdict = verdict
    self.total = total
    self.passed = passed ?? (verdict == .passed ? total : 0)
    self.trouble = trouble
  }

  /// The share of items passed, from 0 to 1 (0 for a check with no items).
  public var share: Double { total == 0 ? 0 : Double(passed) / Double(total) }

  /// `3 of 4` when the check has several items, else empty.
  public var itemsText: String { total > 1 || passed > 1 ? "\(passed) of \(total)" : "" }
}
