import PatternModel

/// Inline SVG bar charts for `ReportHTML`; every bar carries its figure as visible text and
/// as a `<title>` tooltip.
enum ReportCharts {
  static let labelWidth = 70
  static let barWidth = 440
  static let rowHeight = 26
  /// Colours for roles whose description gives none, in turn.
  static let fallbackColors = ["#e6ab02", "#a6761d", "#666666", "#1f78b4", "#b2df8a", "#fb9a99"]

  /// The colour of each role of the report: its own, or the next fallback colour.
  static func colors(_ roles: [PatternRole]) -> [String: String] {
    var colors: [String: String] = [:]
    var fallback = 0
    for role in roles {
      if let color = role.color {
        colors[role.folder] = color
      } else {
        colors[role.folder] = fallbackColors[fallback % fallbackColors.count]
        fallback += 1
      }
    }
    return colors
  }

  /// Code lines per pattern, one bar each, stacked by role, with a legend.
  static func codeLinesByRole(_ report: ComparisonReport) -> String {
    let largest = max(1, report.patterns.map(\.module.codeLines).max() ?? 0)
    let roles = report.roles
    let colors = colors(roles)
    var parts: [String] = []
    for (row, entry) in report.patterns.enumerated() {
      let y = row * rowHeight
      parts.append(label(entry.pattern.name, y: y))
      var x = Double(labelWidth)
      for role in roles {
        let lines = entry.codeLines(in: role)
        guard lines > 0 else { continue }
        let width = Double(barWidth) * Double(lines) / Double(largest)
        parts.append(
          rect(
            x: x, y: y, width: width, color: colors[role.folder] ?? fallbackColors[0],
            title: "\(entry.pattern.name) \(role.title): \(lines) code lines"))
        if width >= 30 {
          parts.append(
            "<text x=\"\(format(x + width / 2))\" y=\"\(y + 16)\" text-anchor=\"middle\""
              + " style=\"fill: #fff\">\(lines)</text>")
        }
        x += width
      }
      parts.append(value("\(entry.module.codeLines)", x: x, y: y))
    }
    let legendY = report.patterns.count * rowHeight + 6
    var legendX = labelWidth
    for role in roles {
      let color = colors[role.folder] ?? fallbackColors[0]
      parts.append(
        "<rect x=\"\(legendX)\" y=\"\(legendY)\" width=\"12\" height=\"12\" fill=\"\(color)\"/>")
      parts.append(
        "<text x=\"\(legendX + 16)\" y=\"\(legendY + 11)\">\(ReportHTML.escape(role.title))</text>")
      legendX += 16 + role.title.count * 7 + 14
    }
    return svg(parts, height: legendY + 20, label: "Code lines per pattern, stacked by role")
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
      parts.append(label(entry.pattern.name, y: y))
      for (name, color, measure) in runs {
        let percent = entry.coverage.flatMap(measure)
        let width = Double(barWidth) * (percent ?? 0) / 100
        let text = ReportTables.percent(percent)
        parts.append(
          rect(
            x: Double(labelWidth), y: y, width: width, color: color,
            title: "\(entry.pattern.name) \(name): \(text)"))
        parts.append(value("\(text) \(name)", x: Double(labelWidth) + width, y: y))
        y += rowHeight
      }
      y += 8
    }
    return svg(parts, height: y, label: "Line coverage per pattern")
  }

  /// Per pattern: the share of code lines in UI-free files and, when measured, the share of
  /// instrumented lines the UI-free unit tests reach (run (c)).
  static func uiFree(_ report: ComparisonReport) -> String {
    var parts: [String] = []
    var y = 0
    for entry in report.patterns {
      parts.append(label(entry.pattern.name, y: y))
      var bars: [(String, String, Double?)] = [("UI-free code", "#59a14f", entry.uiFreeShare)]
      if let coverage = entry.coverage {
        bars.append(("UI-free by unit tests", "#76b7b2", coverage.uiFreeByUnitTests.percent))
      }
      for (name, color, percent) in bars {
        let width = Double(barWidth) * (percent ?? 0) / 100
        let text = ReportTables.percent(percent)
        parts.append(
          rect(
            x: Double(labelWidth), y: y, width: width, color: color,
            title: "\(entry.pattern.name) \(name): \(text)"))
        parts.append(value("\(text) \(name)", x: Double(labelWidth) + width, y: y))
        y += rowHeight
      }
      y += 8
    }
    return svg(parts, height: y, label: "UI-free share per pattern")
  }

  static func svg(_ parts: [String], height: Int, label: String) -> String {
    let width = labelWidth + barWidth + 190
    return "<svg width=\"\(width)\" height=\"\(max(height, 1))\""
      + " role=\"img\" aria-label=\"\(ReportHTML.escape(label))\">\n"
      + parts.joined(separator: "\n")
      + "\n</svg>"
  }

  static func label(_ text: String, y: Int) -> String {
    "<text x=\"0\" y=\"\(y + 16)\">\(ReportHTML.escape(text))</text>"
  }

  static func rect(x: Double, y: Int, width: Double, color: String, title: String) -> String {
    "<rect x=\"\(format(x))\" y=\"\(y + 3)\" width=\"\(format(width))\" height=\"18\""
      + " fill=\"\(color)\"><title>\(ReportHTML.escape(title))</title></rect>"
  }

  static func value(_ text: String, x: Double, y: Int) -> String {
    "<text x=\"\(format(x + 6))\" y=\"\(y + 16)\">\(ReportHTML.escape(text))</text>"
  }

  static func format(_ value: Double) -> String { ReportTables.oneDecimal(value) }
}
