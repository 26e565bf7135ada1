/// What became of one mutant in one pattern.
nonisolated public enum MutantOutcome: Hashable, Sendable {
  /// The catalogue has no cut of this mutant for this pattern.
  case notCut
  /// The cut's text no longer occurs exactly once in its file: the sources moved on.
  case doesNotApply(String)
  /// The mutated project does not build (the compiler's errors): a faulty cut.
  case doesNotBuild([String])
  /// Each group run, and how it fared.
  case measured([TestGroup: GroupVerdict])
  /// It could not be measured (the sandbox failed, or the run was interrupted).
  case notMeasured(String)

  /// The verdict of `group`, when measured.
  public func verdict(_ group: TestGroup) -> GroupVerdict? {
    guard case .measured(let verdicts) = self else { return nil }
    return verdicts[group]
  }

  /// Whether some group killed it.
  public var isKilled: Bool {
    guard case .measured(let verdicts) = self else { return false }
    return verdicts.values.contains { $0.isKill }
  }
}

/// How one group of tests fared against a mutant. A mutant is killed only when a test of the
/// group was reported failing (or never reported passing) by the event stream or the signed
/// worker messages, never because a process's exit status said so.
nonisolated public enum GroupVerdict: Hashable, Sendable {
  /// A test of the group failed: the lines that say which and why.
  case killed([String])
  /// Every test of the group passed: the mutant survived it.
  case survived
  /// The pattern has no test in this group.
  case noTests

  /// Whether it is a kill.
  public var isKill: Bool {
    if case .killed = self { return true }
    return false
  }

  /// Its word in JSON and tables: `killed`, `survived`, `no tests`.
  public var word: String {
    switch self {
    case .killed: "killed"
    case .survived: "survived"
    case .noTests: "no tests"
    }
  }
}
