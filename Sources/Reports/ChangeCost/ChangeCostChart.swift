import Classroom
import PatternModel

/// The change-cost chart of the HTML report: per feature, a bar for the shared part (counted
/// once) and a bar per pattern stacked by role and module in the roles' colours, on one
/// scale of lines changed (added + removed). Every segment has a tooltip; the chart's
/// accessible label says every figure in words.
enum ChangeCostChart {
  static let sharedColor = "#4d4d4d"

  static func render(_ section: ChangeCostReport) -> String {
    let charts = BarChart.self
    let features = section.cost.features
    let largest = max(
      1,
      features.flatMap { [$0.shared.changed] + $0.patterns.map(\.files.changed) }.max() ?? 0)
    let scale = Double(charts.barWidth) / Double(largest)
    var legend: [ChangePart] = []
    var parts: [String] = []
    var spoken: [String] = []
    var y = 0
    for feature in features {
      parts.append(
        "<text x=\"0\" y=\"\(y + 16)\" font-weight=\"bold\">"
          + ReportHTML.escape("\(feature.id): \(feature.title)") + "</text>")
      y += charts.rowHeight
      let shared = feature.shared
      parts.append(charts.label("shared", y: y))
      let sharedText = "+\(shared.lines.added) -\(shared.lines.removed)"
      if shared.changed > 0 {
        parts.append(
          charts.rect(
            x: Double(charts.labelWidth), y: y, width: Double(shared.changed) * scale,
            color: sharedColor,
            title: "\(feature.id), shared (counted once): \(sharedText) in "
              + ChangeCostTables.files(shared)))
      }
      parts.append(
        charts.value(
          sharedText + " (once)", x: Double(charts.labelWidth) + Double(shared.changed) * scale,
          y: y))
      var said = ["shared part \(lines(shared.changed))"]
      y += charts.rowHeight
      let featureParts = ChangePart.parts(of: feature, in: section)
      for part in featureParts where !legend.contains(where: { $0.key == part.key }) {
        legend.append(part)
      }
      for cost in feature.patterns {
        parts.append(charts.label(cost.pattern, y: y))
        var x = Double(charts.labelWidth)
        for part in featureParts {
          let files = part.files(of: cost)
          guard files.changed > 0 else { continue }
          let width = Double(files.changed) * scale
          parts.append(
            charts.rect(
              x: x, y: y, width: width, color: color(part, legend),
              title: "\(feature.id), \(cost.pattern), \(part.title):"
                + " +\(files.lines.added) -\(files.lines.removed)"))
          x += width
        }
        let share = ReportTables.percent(cost.uiFreeShare)
        parts.append(
          charts.value(
            "+\(cost.lines.added) -\(cost.lines.removed) · \(share) UI-free", x: x, y: y))
        said.append("\(cost.pattern) \(lines(cost.files.changed)), \(share) UI-free")
        y += charts.rowHeight
      }
      spoken.append("\(feature.id): " + said.joined(separator: ", "))
      y += 8
    }
    let (legendParts, height) = self.legend(legend, y: y)
    parts += legendParts
    return charts.svg(
      parts, height: height,
      label: "Lines changed by each feature's reference solution, per pattern, by role. "
        + spoken.joined(separator: ". ") + ".")
  }

  static func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

  /// The colour of `part`: its role's, or the next fallback colour among the legend's parts.
  static func color(_ part: ChangePart, _ legend: [ChangePart]) -> String {
    let roles = legend.map { PatternRole($0.key, title: $0.title, color: $0.color) }
    return PatternRole.colors(roles)[part.key] ?? PatternRole.fallbackColors[0]
  }

  /// The legend under the bars, wrapping at the chart's width; returns its height too.
  static func legend(_ legend: [ChangePart], y: Int) -> ([String], Int) {
    let charts = BarChart.self
    let entries =
      [(sharedColor, "Shared, counted once")]
      + legend.map { (color($0, legend), $0.title) }
    var parts: [String] = []
    var x = charts.labelWidth
    var row = y + 6
    for (color, title) in entries {
      let width = 16 + title.count * 7 + 14
      if x + width > charts.labelWidth + charts.barWidth + 190, x > charts.labelWidth {
        x = charts.labelWidth
        row += 20
      }
      parts.append(
        "<rect x=\"\(x)\" y=\"\(row)\" width=\"12\" height=\"12\" fill=\"\(color)\"/>")
      parts.append(
        "<text x=\"\(x + 16)\" y=\"\(row + 11)\">\(ReportHTML.escape(title))</text>")
      x += width
    }
    return (parts, row + 20)
  }
}
