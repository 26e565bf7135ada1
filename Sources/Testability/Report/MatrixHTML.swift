import Formats

/// `patterns mutate --format html`: one self-contained page, the matrix as a heat map (a row
/// per mutant, a column per pattern and group; green: killed, red: survived, grey: no such
/// tests), the kills per group, and what each pattern's column says.
nonisolated public enum MatrixHTML {
  /// The page.
  public static func render(_ matrix: TestabilityMatrix) -> String {
    let groups = matrix.groups
    var html = "<h1>Testability: which test groups kill each mutant</h1>\n"
    html += "<p>" + groups.map { "<b>\($0.letter)</b>: \(e($0.title))" }.joined(separator: "; ")
    html += ". Green: the group killed the mutant; red: it survived; grey: no such tests; "
    html += "orange: the cut did not apply, build or run; blank: not cut.</p>\n"
    html += "<p>\(e(MatrixText.footer(matrix)))</p>\n"
    html += "<table>\n<tr><th rowspan=\"2\">Mutant</th><th rowspan=\"2\">Rule</th>"
    for pattern in matrix.patterns {
      html += "<th colspan=\"\(groups.count)\">\(e(pattern.name))</th>"
    }
    html += "</tr>\n<tr>"
    for _ in matrix.patterns {
      html += groups.map { "<th title=\"\(e($0.title))\">\($0.letter)</th>" }.joined()
    }
    html += "</tr>\n"
    for mutant in matrix.mutants {
      html += "<tr><td title=\"\(e(mutant.mistake))\">\(e(mutant.id))</td>"
      html += "<td class=\"r\" title=\"\(e(mutant.spec))\">\(e(mutant.rule))</td>"
      for pattern in matrix.patterns {
        html += cells(matrix.cell(pattern.name, mutant.id), groups)
      }
      html += "</tr>\n"
    }
    html += "<tr><th colspan=\"2\">Killed</th>"
    for pattern in matrix.patterns {
      guard matrix.isMutated(pattern.name) else {
        html += "<th colspan=\"\(groups.count)\">\(TestabilityMatrix.notMutated)</th>"
        continue
      }
      let summary = matrix.summary(of: pattern.name)
      for group in groups {
        let none = (pattern.tests[group] ?? 0) == 0 && group.isUnitTests
        html +=
          "<th>" + (none ? "–" : "\(summary.killed[group] ?? 0)/\(summary.measured)") + "</th>"
      }
    }
    html += "</tr>\n</table>\n<ul>\n"
    for pattern in matrix.patterns {
      html += "<li><b>\(e(pattern.name))</b>: "
      html += e(MatrixFindings.sentences(matrix, pattern).replacingOccurrences(of: "`", with: ""))
      html += "</li>\n"
    }
    html += "</ul>\n"
    return PageStyle.page(
      title: "Testability: which test groups kill each mutant", style: style, body: html)
  }

  /// The heat map's rules, after `PageStyle.css`.
  static let style = """
    table { margin: 1em 0; }
    th, td { border: 1px solid #ddd; padding: 3px 6px; }
    th { background: #f4f4f4; }
    td.k { background: #1a9850; color: #fff; text-align: center; }
    td.s { background: #d73027; color: #fff; text-align: center; }
    td.n { background: #bbb; color: #333; text-align: center; }
    td.x { background: #fdae61; text-align: center; }
    td.c { background: #fff; color: #767676; text-align: center; }
    td.r { color: #555; }
    """

  /// A pattern's cells of one mutant's row, one per group.
  private static func cells(_ cell: TestabilityMatrix.Cell?, _ groups: [TestGroup]) -> String {
    let span = "colspan=\"\(groups.count)\""
    switch cell?.outcome {
    case nil, .notCut: return "<td class=\"c\" \(span)>not cut</td>"
    case .doesNotApply(let why): return "<td class=\"x\" \(span) title=\"\(e(why))\">APPLY</td>"
    case .doesNotBuild(let why):
      return "<td class=\"x\" \(span) title=\"\(e(why.joined(separator: "\n")))\">BUILD</td>"
    case .notMeasured(let why): return "<td class=\"x\" \(span) title=\"\(e(why))\">ERROR</td>"
    case .measured(let verdicts):
      return groups.map { group in
        switch verdicts[group] {
        case .killed(let why):
          "<td class=\"k\" title=\"\(e(why.joined(separator: "\n")))\">\(group.letter)</td>"
        case .survived: "<td class=\"s\">.</td>"
        case .noTests, nil: "<td class=\"n\">-</td>"
        }
      }.joined()
    }
  }

  private static func e(_ text: String) -> String { MarkupEscaper.escape(text) }
}
