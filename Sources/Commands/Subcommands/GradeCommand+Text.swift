import ClassGrading
import Classroom
import Grading
import TextColumns

/// `patterns grade --format text`: the ranked table, then each submission's failures
/// explained and the paths it brought that were ignored or refused; fits `width` columns.
enum GradeText {
  /// The report as text.
  static func render(_ report: GradeReport, width: Int = 100) -> String {
    let width = max(width, 80)
    let shard = report.shard.map { " (shard \($0))" } ?? ""
    var lines = [
      "Grading \(report.exercise) for \(report.pattern)\(shard): \(count(report.rows.count)), "
        + "at most \(report.timeLimitSeconds) s each."
    ]
    if !report.isolation.isEmpty { lines.append("Sandbox: \(report.isolation)") }
    lines.append("")
    var columns: [(title: String, width: Int, right: Bool, cell: (Int, GradeRow) -> String)] = [
      ("RANK", 4, true, { index, _ in "\(index + 1)" }),
      ("NAME", 0, false, { _, row in row.name }),
      ("OUTCOME", 19, false, { _, row in row.outcome.rawValue }),
      (
        "TASK", 7, false,
        { _, row in
          row.taskItems.total == 0 ? "-" : "\(row.taskItems.passed)/\(row.taskItems.total)"
        }
      ),
      ("REGRESSIONS", 11, false, { _, row in row.result(GradeRow.regressionCheck)?.cell ?? "-" }),
      ("LINT", 4, false, { _, row in row.verdict(GradeRow.lintCheck)?.word ?? "-" }),
      ("LINES", 11, false, { _, row in "+\(row.lines.added) -\(row.lines.removed)" }),
      ("SCORE", 5, true, { _, row in "\(row.score)" }),
      ("TIME", 6, true, { _, row in "\(Int(row.seconds.rounded())) s" }),
    ]
    if report.hasMutants {
      columns.insert(
        (
          "MUTANTS", 7, false,
          { _, row in row.report.mutants.map { "\($0.killed)/\($0.total)" } ?? "-" }
        ),
        at: 6)
    }
    let fixed = columns.reduce(0) { $0 + $1.width + 2 } - 2
    let nameWidth = min(
      max(width - fixed - 2, 8),
      max(4, report.rows.map { TextLayout.width($0.name) }.max() ?? 4))
    columns[1].width = nameWidth
    func line(_ cells: [String]) -> String {
      zip(columns, cells).map { column, cell in
        let text = TextLayout.truncated(cell, to: column.width)
        return column.right
          ? TextLayout.rightAligned(text, in: column.width)
          : TextLayout.padded(text, to: column.width)
      }.joined(separator: "  ").replacingOccurrences(
        of: " +$", with: "", options: .regularExpression)
    }
    lines.append(line(columns.map(\.title)))
    for (index, row) in report.rows.enumerated() {
      lines.append(line(columns.map { $0.cell(index, row) }))
    }
    let explained = report.rows.filter {
      $0.report.status != .checked || !$0.failures.isEmpty || !$0.files.ignored.isEmpty
        || !$0.files.refused.isEmpty || !$0.pristine.isEmpty
    }
    if !explained.isEmpty { lines += ["", "WHY"] }
    for row in explained {
      lines.append("")
      lines.append("\(row.name): \(row.score)/100, \(row.outcome.rawValue)")
      switch row.report.status {
      case .checked: break
      case .noWork: lines.append("  no file differs from the exercise's starting point")
      case .refused(let findings):
        lines.append("  refused: it calls what graded code may not (Docs/Classroom.md):")
        lines += findings.prefix(8).map { "        " + $0 }
      case .notGraded(let why): lines.append("  not graded (grading failed, not the work): \(why)")
      }
      for (name, why) in row.failures {
        lines.append("  FAIL  \(name)")
        lines += why.map { "        " + $0 }
      }
      if !row.files.refused.isEmpty { lines.append("  refused: " + listed(row.files.refused)) }
      if !row.files.ignored.isEmpty { lines.append("  ignored: " + listed(row.files.ignored)) }
      if !row.pristine.isEmpty {
        lines.append("  kept as the grader's (graded tests): " + listed(row.pristine))
      }
    }
    let similar = report.similar
    if !similar.isEmpty {
      lines += ["", "SIMILAR (the same added lines, or nearly: check them by hand)"]
      for pair in similar.prefix(20) {
        lines.append("  \(pair.first) and \(pair.second): \(pair.percent) of \(pair.lines) lines")
      }
      if similar.count > 20 {
        lines.append("  … and \(similar.count - 20) more pairs (see --format csv)")
      }
    }
    let perfect = report.rows.filter(\.report.allPassed).count
    lines += ["", "\(perfect) of \(count(report.rows.count)) passed every check."]
    let notGraded = report.rows.filter { $0.outcome == .notGraded }.count
    if notGraded > 0 {
      lines.append(
        "\(count(notGraded)) could not be graded (see WHY); --resume grades them again.")
    }
    return lines.map { TextLayout.truncated($0, to: width) }.joined(separator: "\n") + "\n"
  }

  /// `1 submission`, `30 submissions`.
  static func count(_ n: Int) -> String { n == 1 ? "1 submission" : "\(n) submissions" }

  /// At most six paths, then how many more.
  static func listed(_ paths: [String]) -> String {
    let shown = paths.prefix(6).joined(separator: ", ")
    return paths.count > 6 ? shown + " and \(paths.count - 6) more" : shown
  }
}
