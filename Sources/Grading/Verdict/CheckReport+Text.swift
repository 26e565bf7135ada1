/// A check report as the terminal shows it (`patterns exercise check`).
nonisolated extension CheckReport {
  /// The report: each check (with its items), why a failed one failed, the mutants, then the
  /// score and how it was made.
  public var text: String {
    var lines = ["Checking \(exercise) for \(pattern):"]
    switch status {
    case .checked: break
    case .noWork:
      lines.append("  No work: no file differs from the exercise's starting point.")
    case .refused(let findings):
      lines.append("  Refused: the work calls what graded code may not (Docs/Classroom.md):")
      lines += findings.map { "    \($0)" }
    case .notGraded(let why):
      lines.append("  Not graded: \(why)")
    }
    for result in results {
      let items = result.itemsText.isEmpty ? "" : " (\(result.itemsText))"
      switch result.verdict {
      case .passed: lines.append("  PASS  \(result.name)\(items)")
      case .skipped:
        let after = results.first { $0.verdict != .passed && $0.verdict != .skipped }
        lines.append(
          "  SKIP  \(result.name) ("
            + (after?.kind == .build ? "the build failed" : "after \(after?.name ?? "a failure")")
            + ")")
      case .failed(let why):
        lines.append("  FAIL  \(result.name)\(items)")
        lines += why.map { "        \($0)" }
      }
    }
    lines.append("")
    if let mutants { lines += mutants.wrappedLine() }
    lines.append(
      "\(passedCount) of \(results.count) checks passed. Score: \(score)/100 (\(outcome.rawValue))"
        + scoreExplanation + ".")
    return lines.joined(separator: "\n") + "\n"
  }

  /// ` = 100 × 0.80 (task 4 of 5) × 0.98 (regression 304 of 310)`, when the score has more
  /// than one part; empty otherwise.
  var scoreExplanation: String {
    guard status == .checked, score > 0 else { return "" }
    let factors = scoreFactors
    var parts: [String] = []
    let items = results.filter { $0.kind == .task || $0.kind == .mutation }
    if factors.task < 1 {
      let passed = items.reduce(0) { $0 + $1.passed }
      let total = items.reduce(0) { $0 + $1.total }
      parts.append("\(decimal(factors.task)) (task \(passed) of \(total))")
    }
    if factors.regression < 1, let regression = results.first(where: { $0.kind == .regression }) {
      parts.append("\(decimal(factors.regression)) (regression \(regression.itemsText))")
    }
    if factors.lint < 1 { parts.append("0.75 (lint)") }
    return parts.isEmpty ? "" : " = 100 × " + parts.joined(separator: " × ")
  }

  private func decimal(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded(.down))
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }
}
