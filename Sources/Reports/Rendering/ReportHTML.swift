import Formats

/// The report as one self-contained HTML page: inline CSS, inline SVG bar charts, the tables;
/// no script, no external asset, no network; the look is `PageStyle`'s.
public enum ReportHTML {
  /// The whole page; `sections` (HTML, such as `CompareHTML.reportSection`) end it, and
  /// `sectionStyle` holds their CSS rules (such as `TraceHTML.style`).
  public static func render(
    _ report: ComparisonReport, sections: [String] = [], sectionStyle: String = ""
  ) -> String {
    var body = ["<h1>Patterns: one app, \(report.patterns.count) architectures</h1>"]
    if !report.hasCoverage {
      body.append(
        "<p class=\"note\">Coverage not measured: run <code>patterns report --coverage</code>.</p>")
    }
    body.append("<h2>Code lines per pattern, by role</h2>")
    body.append(ReportCharts.codeLinesByRole(report))
    if report.hasCoverage {
      body.append("<h2>Line coverage: (a) scenario suite, (b) unit tests</h2>")
      body.append(ReportCharts.coverage(report))
    }
    body.append("<h2>Code importing no UI module</h2>")
    body.append(ReportCharts.noUIImport(report))
    if let changeCost = report.changeCost, !changeCost.cost.features.isEmpty {
      body.append("<h2>Change cost: lines each feature's reference solution changes</h2>")
      body.append(ChangeCostChart.render(changeCost))
    }
    for table in ReportTables.all(report) { body.append(html(table)) }
    body += sections
    return PageStyle.page(
      title: "Patterns report", style: sectionStyle + "\n" + style,
      body: body.joined(separator: "\n"))
  }

  /// The report's own rules, after `PageStyle.css` and its sections' rules.
  static let style = """
      table { margin: 0.5em 0 1.5em; }
      th, td { padding: 0.2em 0.7em; border-bottom: 1px solid #ddd; }
      td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; overflow-wrap: normal; }
      th { text-align: left; background: #f4f4f4; }
      svg text { font-size: 13px; fill: #222; }
      """

  /// One table, with its title as a heading and its note under it.
  public static func html(_ table: ReportTable) -> String {
    func cell(_ tag: String, _ text: String, numeric: Bool) -> String {
      numeric ? "<\(tag) class=\"n\">\(escape(text))</\(tag)>" : "<\(tag)>\(escape(text))</\(tag)>"
    }
    var lines = ["<h2>\(escape(table.title))</h2>"]
    guard !table.isNoteOnly else {
      return (lines + [table.note.map { "<p class=\"note\">\(escape($0))</p>" }].compactMap { $0 })
        .joined(separator: "\n")
    }
    lines.append("<table>")
    lines.append(
      "<tr>"
        + table.headers.enumerated().map { cell("th", $1, numeric: table.numeric[$0]) }.joined()
        + "</tr>")
    for row in table.rows {
      lines.append(
        "<tr>" + row.enumerated().map { cell("td", $1, numeric: table.numeric[$0]) }.joined()
          + "</tr>")
    }
    lines.append("</table>")
    if let note = table.note { lines.append("<p class=\"note\">\(escape(note))</p>") }
    return lines.joined(separator: "\n")
  }

  /// Markup-escaped text, for element content and attribute values alike.
  static func escape(_ text: String) -> String {
    MarkupEscaper.escape(text, inAttribute: true)
  }
}
