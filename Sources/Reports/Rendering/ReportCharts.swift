import PatternModel

/// The report's inline SVG bar charts for `ReportHTML` (drawn with `BarChart`); every bar
/// carries its figure as visible text and as a `<title>` tooltip.
enum ReportCharts {
  /// Code lines per pattern, one bar each, stacked by role, with a legend.
  static func codeLinesByRole(_ report: ComparisonReport) -> String {
    let largest = max(1, report.patterns.map(\.module.codeLines).max() ?? 0)
    let roles = report.roles
    let colors = PatternRole.colors(roles)
    var parts: [String] = []
    for (row, entry) in report.patterns.enumerated() {
      let y = row * BarChart.rowHeight
      parts.append(BarChart.label(entry.pattern.name, y: y))
      var x = Double(BarChart.labelWidth)
      for role in roles {
        let lines = entry.codeLines(in: role)
        guard lines > 0 else { continue }
        let width = Double(BarChart.barWidth) * Double(lines) / Double(largest)
        parts.append(
          BarChart.rect(
            x: x, y: y, width: width, color: colors[role.folder] ?? PatternRole.fallbackColors[0],
            title: "\(entry.pattern.name) \(role.title): \(lines) code lines"))
        if width >= 30 {
          parts.append(
            "<text x=\"\(BarChart.format(x + width / 2))\" y=\"\(y + 16)\" text-anchor=\"middle\""
              + " style=\"fill: #fff\">\(lines)</text>")
        }
        x += width
      }
      parts.append(BarChart.value("\(entry.module.codeLines)", x: x, y: y))
    }
    let legendY = report.patterns.count * BarChart.rowHeight + 6
    var legendX = BarChart.labelWidth
    for role in roles {
      let color = colors[role.folder] ?? PatternRole.fallbackColors[0]
      parts.append(
        "<rect x=\"\(legendX)\" y=\"\(legendY)\" width=\"12\" height=\"12\" fill=\"\(color)\"/>")
      parts.append(
        "<text x=\"\(legendX + 16)\" y=\"\(legendY + 11)\">\(ReportHTML.escape(role.title))</text>")
      legendX += 16 + role.title.count * 7 + 14
    }
    return BarChart.svg(
      parts, height: legendY + 20, label: "Code lines per pattern, stacked by role")
  }

  /// (a) and (b) per pattern, side by side, on a 0–100 % scale.
  static func coverage(_ report: ComparisonReport) -> String {
    var parts: [String] = []
    let runs: [(String, String, (PatternCoverage) -> Double?)] = [
      ("(a) scenarios", "#4e79a7", { $0.scenarios.percent }),
      ("(b) unit tests", "#f28e2b", { $0.unitTests.percent }),
    ]
    var y = 0
    for entry in report.patterns {
      parts.append(BarChart.label(entry.pattern.name, y: y))
      for (name, color, measure) in runs {
        let percent = entry.coverage.flatMap(measure)
        let width = Double(BarChart.barWidth) * (percent ?? 0) / 100
        let text = ReportTables.percent(percent)
        parts.append(
          BarChart.rect(
            x: Double(BarChart.labelWidth), y: y, width: width, color: color,
            title: "\(entry.pattern.name) \(name): \(text)"))
        parts.append(
          BarChart.value("\(text) \(name)", x: Double(BarChart.labelWidth) + width, y: y))
        y += BarChart.rowHeight
      }
      y += 8
    }
    return BarChart.svg(parts, height: y, label: "Line coverage per pattern")
  }

  /// Per pattern: the share of code lines in UI-free files and, when measured, the share of
  /// instrumented lines the UI-free unit tests reach (run (c)).
  static func uiFree(_ report: ComparisonReport) -> String {
    var parts: [String] = []
    var y = 0
    for entry in report.patterns {
      parts.append(BarChart.label(entry.pattern.name, y: y))
      var bars: [(String, String, Double?)] = [("UI-free code", "#59a14f", entry.uiFreeShare)]
      if let coverage = entry.coverage {
        bars.append(("UI-free by unit tests", "#76b7b2", coverage.uiFreeByUnitTests.percent))
      }
      for (name, color, percent) in bars {
        let width = Double(BarChart.barWidth) * (percent ?? 0) / 100
        let text = ReportTables.percent(percent)
        parts.append(
          BarChart.rect(
            x: Double(BarChart.labelWidth), y: y, width: width, color: color,
            title: "\(entry.pattern.name) \(name): \(text)"))
        parts.append(
          BarChart.value("\(text) \(name)", x: Double(BarChart.labelWidth) + width, y: y))
        y += BarChart.rowHeight
      }
      y += 8
    }
    return BarChart.svg(parts, height: y, label: "UI-free share per pattern")
  }
}
