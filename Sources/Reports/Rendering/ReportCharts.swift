import PatternModel

/// Inline SVG bar charts for `ReportHTML`; every bar carries its figure as visible text and
/// as a `<title>` tooltip. Each SVG is as wide as its bars, figures and legend reach
/// (`ChartSVG`); roles take their colours from `RolePalette`.
enum ReportCharts {
  static let labelWidth = ChartSVG.labelWidth
  static let barWidth = ChartSVG.barWidth
  static let rowHeight = ChartSVG.rowHeight
  static let legendRight = ChartSVG.legendRight

  /// Code lines per pattern, one bar each, stacked by role, with a legend.
  static func codeLinesByRole(_ report: ComparisonReport) -> String {
    let largest = max(1, report.patterns.map(\.module.codeLines).max() ?? 0)
    let roles = report.roles
    var chart = ChartSVG()
    for (row, entry) in report.patterns.enumerated() {
      let y = row * rowHeight
      chart.label(entry.pattern.name, y: y)
      var x = Double(labelWidth)
      for role in roles {
        let lines = entry.codeLines(in: role)
        guard lines > 0 else { continue }
        let width = Double(barWidth) * Double(lines) / Double(largest)
        let color = RolePalette.color(of: role)
        chart.rect(
          x: x, y: y, width: width, color: color,
          title: "\(entry.pattern.name) \(role.title): \(lines) code lines")
        if width >= 30 {
          chart.add(
            "<text x=\"\(ChartSVG.format(x + width / 2))\" y=\"\(y + 16)\" text-anchor=\"middle\""
              + " style=\"fill: \(RolePalette.textColor(on: color))\">\(lines)</text>",
            reaching: x + width)
        }
        x += width
      }
      chart.value("\(entry.module.codeLines)", x: x, y: y)
    }
    let bottom = chart.legend(
      roles.map { (RolePalette.color(of: $0), $0.title) }, x0: labelWidth,
      y: report.patterns.count * rowHeight, maxRight: legendRight)
    return chart.svg(height: bottom, label: "Code lines per pattern, stacked by role")
  }

  /// (a) and (b) per pattern, side by side, on a 0–100 % scale.
  static func coverage(_ report: ComparisonReport) -> String {
    let runs: [(String, String, (PatternCoverage) -> Double?)] = [
      ("(a) scenarios", "#4e79a7", { $0.scenarios.percent }),
      ("(b) unit tests", "#f28e2b", { $0.unitTests.percent }),
    ]
    return percentBars(report, label: "Line coverage per pattern") { entry in
      runs.map { name, color, measure in (name, color, entry.coverage.flatMap(measure)) }
    }
  }

  /// Per pattern: the share of code lines in files that import no UI module and, when
  /// measured, the share of instrumented lines the unit tests importing no UI module reach
  /// (run (c)).
  static func noUIImport(_ report: ComparisonReport) -> String {
    percentBars(report, label: "Share importing no UI module, per pattern") { entry in
      var bars: [(String, String, Double?)] = [
        ("code importing no UI module", "#59a14f", entry.noUIImportShare)
      ]
      if let coverage = entry.coverage {
        bars.append(
          (
            "covered by tests importing no UI module", "#76b7b2",
            coverage.uiFreeByUnitTests.percent
          ))
      }
      return bars
    }
  }

  /// Per pattern, a bar per `(name, colour, percent)` that `bars` gives, on a 0–100 % scale.
  static func percentBars(
    _ report: ComparisonReport, label: String,
    bars: (PatternReport) -> [(String, String, Double?)]
  ) -> String {
    var chart = ChartSVG()
    var y = 0
    for entry in report.patterns {
      chart.label(entry.pattern.name, y: y)
      for (name, color, percent) in bars(entry) {
        let width = Double(barWidth) * (percent ?? 0) / 100
        let text = ReportTables.percent(percent)
        chart.rect(
          x: Double(labelWidth), y: y, width: width, color: color,
          title: "\(entry.pattern.name) \(name): \(text)")
        chart.value("\(text) \(name)", x: Double(labelWidth) + width, y: y)
        y += rowHeight
      }
      y += 8
    }
    return chart.svg(height: y, label: label)
  }
}
