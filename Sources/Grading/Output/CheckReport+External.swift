/// A check report as the checks of an outside grader (Gradescope, GitHub Classroom): first
/// the score the work earns, out of 100, then each check with what it found (worth nothing on
/// its own: the score is not a sum of checks, Docs/Classroom.md "What a score means").
nonisolated extension CheckReport {
  /// The report's checks for an outside grader.
  public var externalChecks: [ExternalCheck] {
    let status: ExternalCheck.Status
    switch self.status {
    case .notGraded: status = .error
    default: status = allPassed ? .passed : .failed
    }
    var summary = ["\(outcome.rawValue)\(scoreExplanation)"]
    switch self.status {
    case .checked: break
    case .noWork: summary.append("no file differs from the exercise's starting point")
    case .refused(let findings): summary += findings
    case .notGraded(let why): summary.append("not graded: \(why)")
    }
    if let mutants { summary.append(mutants.line) }
    var checks = [
      ExternalCheck(
        name: "score", score: Double(score), maxScore: 100, status: status,
        output: summary.joined(separator: "\n"))
    ]
    for result in results {
      var output = result.itemsText.isEmpty ? [] : ["\(result.itemsText) passed"]
      if case .failed(let why) = result.verdict { output += why }
      checks.append(
        ExternalCheck(
          name: result.name, score: 0, maxScore: 0,
          status: result.verdict == .passed ? .passed : .failed,
          output: output.joined(separator: "\n"),
          isHeldOut: result.name == CheckReport.heldOutCheck))
    }
    return checks
  }

  /// The check the held-out scenarios make (`patterns grade --scenarios`).
  public static let heldOutCheck = "held-out scenarios"
}
