import Classroom
import Formats
import Grading

/// `patterns grade --format csv`: one header line, then one line per submission, best score
/// first (RFC 4180: fields with a comma, a quote or a line break are quoted, quotes doubled;
/// lines end with CRLF). Text that a spreadsheet would read as a formula (starting with `=`,
/// `+`, `-` or `@`) gets a leading `'`.
public enum GradeCSV {
  /// The report as CSV.
  public static func render(_ report: GradeReport) -> String {
    var header = [
      "rank", "name", "outcome", "builds", "task_passed", "task_total", "regressions_passed",
      "regressions_total", "lint",
    ]
    if report.hasMutants { header += ["mutants_killed", "mutants_total"] }
    header += [
      "lines_added", "lines_removed", "score", "seconds", "failures", "ignored", "refused",
      "similar_to",
    ]
    var lines = [header.joined(separator: ",")]
    let similar = report.similar
    for (index, row) in report.rows.enumerated() {
      let regression = row.result(GradeRow.regressionCheck).flatMap {
        $0.verdict == .skipped ? nil : $0
      }
      var cells: [String] = [
        "\(index + 1)", text(row.name), row.outcome.rawValue,
        row.builds.map { $0 ? "yes" : "no" } ?? "", "\(row.taskItems.passed)",
        "\(row.taskItems.total)", regression.map { "\($0.passed)" } ?? "",
        regression.map { "\($0.total)" } ?? "", word(row.verdict(GradeRow.lintCheck)),
      ]
      if report.hasMutants {
        cells += [
          row.report.mutants.map { "\($0.killed)" } ?? "",
          row.report.mutants.map { "\($0.total)" } ?? "",
        ]
      }
      let failures: [String] = row.failures.map {
        ([$0.name + ":"] + $0.why).joined(separator: "\n  ")
      }
      let similarTo: [String] = similar.filter { $0.first == row.name || $0.second == row.name }
        .map { "\($0.first == row.name ? $0.second : $0.first) \($0.percent)" }
      cells += [
        "\(row.lines.added)", "\(row.lines.removed)", "\(row.score)",
        JSONValue.number(row.seconds),
        text((GradeCSV.status(row) + failures).joined(separator: "\n")),
        text(row.files.ignored.joined(separator: "; ")),
        text(row.files.refused.joined(separator: "; ")),
        text(similarTo.joined(separator: "; ")),
      ]
      lines.append(cells.map(quoted).joined(separator: ","))
    }
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  /// What a row's status says beyond its checks (refused calls, grading's failure).
  static func status(_ row: GradeRow) -> [String] {
    switch row.report.status {
    case .checked, .noWork: []
    case .refused(let findings): ["refused:\n  " + findings.joined(separator: "\n  ")]
    case .notGraded(let why): ["not graded: " + why]
    }
  }

  /// `pass`, `fail`, `skip`, or empty when the plan has no such check.
  static func word(_ verdict: CheckReport.Verdict?) -> String {
    verdict.map { $0.word.lowercased() } ?? ""
  }

  /// Free text, made safe from spreadsheets' formulas.
  static func text(_ value: String) -> String {
    guard let first = value.first, "=+-@".contains(first) else { return value }
    return "'" + value
  }

  /// A field, quoted when it must be.
  static func quoted(_ field: String) -> String {
    guard
      field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
