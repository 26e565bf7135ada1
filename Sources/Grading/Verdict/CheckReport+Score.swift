/// The score: what the work earns, out of 100 (Docs/Classroom.md, "What a score means").
///
/// - No work, refused files, or a build that fails: 0.
/// - Otherwise the share of the exercise's own items that pass (its scenarios, its unit
///   tests, its held-out scenarios, or the mutants a student's tests kill), times the share of
///   the regression suite still passing, times 0.75 when the layering lint fails; rounded down.
nonisolated extension CheckReport {
  /// The score out of 100.
  public var score: Int { Int((100 * scoreFactors.product).rounded(.down)) }

  /// The parts of the score: the task's share, the regression suite's share, the lint's
  /// factor; 0 for the task when nothing counts.
  public var scoreFactors: (task: Double, regression: Double, lint: Double, product: Double) {
    guard status == .checked else { return (0, 0, 0, 0) }
    if let build = results.first(where: { $0.kind == .build }), build.verdict != .passed {
      return (0, 0, 0, 0)
    }
    let items = results.filter { $0.kind == .task || $0.kind == .mutation }
    let total = items.reduce(0) { $0 + $1.total }
    let passed = items.reduce(0) { $0 + $1.passed }
    let task = items.isEmpty ? 1 : total == 0 ? 0 : Double(passed) / Double(total)
    let regression = results.first { $0.kind == .regression }?.share ?? 1
    let lint = results.contains { $0.kind == .lint && $0.verdict != .passed } ? 0.75 : 1
    return (task, regression, lint, task * regression * lint)
  }

  /// What the work does, in a word or three, so that a crash, a hang and a wrong answer
  /// are told apart at a glance.
  public var outcome: Outcome {
    switch status {
    case .noWork: return .noWork
    case .refused: return .refused
    case .notGraded: return .notGraded
    case .checked: break
    }
    if let build = results.first(where: { $0.kind == .build }), build.verdict != .passed {
      return build.trouble == nil ? .doesNotBuild : outcome(of: build.trouble!)
    }
    if allPassed { return .passes }
    let failed = results.filter { $0.verdict != .passed }
    for trouble in [CheckResult.Trouble.crashed, .hung, .limit]
    where failed.contains(where: { $0.trouble == trouble }) {
      return outcome(of: trouble)
    }
    if failed.allSatisfy({ $0.kind == .lint }) { return .breaksLayering }
    return .wrong
  }

  private func outcome(of trouble: CheckResult.Trouble) -> Outcome {
    switch trouble {
    case .crashed: .crashes
    case .hung: .hangs
    case .limit: .hitsALimit
    }
  }

  /// What a piece of work does, as a report's OUTCOME column says it.
  public enum Outcome: String, Hashable, Sendable, Codable, CaseIterable {
    case passes = "passes"
    case wrong = "wrong behaviour"
    case breaksLayering = "breaks the layering"
    case crashes = "crashes"
    case hangs = "hangs"
    case hitsALimit = "hits a limit"
    case doesNotBuild = "does not build"
    case refused = "refused"
    case noWork = "no work"
    case notGraded = "not graded"
  }
}
