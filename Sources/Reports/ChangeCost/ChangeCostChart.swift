import Classroom
import PatternModel

/// The change-cost chart of the HTML report: per feature, a bar for the shared part (counted
/// once) and a bar per pattern stacked by role and module in the roles' colours, on one
/// scale of lines changed (added + removed). Every segment has a tooltip; the chart's
/// accessible label says every figure in words.
enum ChangeCostChart {
  static let sharedColor = "#4d4d4d"

  static func render(_ section: ChangeCostReport) -> String {
    let charts = ChartSVG.self
    let features = section.cost.features
    let largest = max(
      1,
      features.flatMap { [$0.shared.changed] + $0.patterns.map(\.files.changed) }.max() ?? 0)
    let scale = Double(charts.barWidth) / Double(largest)
    var legend: [ChangePart] = []
    var chart = ChartSVG()
    var spoken: [String] = []
    var y = 0
    for feature in features {
      chart.label("\(feature.id): \(feature.title)", y: y, bold: true)
      y += charts.rowHeight
      let shared = feature.shared
      chart.label("shared", y: y)
      let sharedText = "+\(shared.lines.added) -\(shared.lines.removed)"
      if shared.changed > 0 {
        chart.rect(
          x: Double(charts.labelWidth), y: y, width: Double(shared.changed) * scale,
          color: sharedColor,
          title: "\(feature.id), shared (counted once): \(sharedText) in "
            + ChangeCostTables.files(shared))
      }
      chart.value(
        sharedText + " (once)", x: Double(charts.labelWidth) + Double(shared.changed) * scale, y: y)
      var said = ["shared part \(lines(shared.changed))"]
      y += charts.rowHeight
      let featureParts = ChangePart.parts(of: feature, in: section)
      for part in featureParts where !legend.contains(where: { $0.key == part.key }) {
        legend.append(part)
      }
      for cost in feature.patterns {
        chart.label(cost.pattern, y: y)
        var x = Double(charts.labelWidth)
        for part in featureParts {
          let files = part.files(of: cost)
          guard files.changed > 0 else { continue }
          let width = Double(files.changed) * scale
          chart.rect(
            x: x, y: y, width: width, color: color(part),
            title: "\(feature.id), \(cost.pattern), \(part.title):"
              + " +\(files.lines.added) -\(files.lines.removed)")
          x += width
        }
        let share = ReportTables.percent(cost.uiFreeShare)
        chart.value(
          "+\(cost.lines.added) -\(cost.lines.removed) · \(share) UI-free", x: x, y: y)
        said.append("\(cost.pattern) \(lines(cost.files.changed)), \(share) UI-free")
        y += charts.rowHeight
      }
      spoken.append("\(feature.id): " + said.joined(separator: ", "))
      y += 8
    }
    let bottom = chart.legend(
      [(sharedColor, "Shared, counted once")] + legend.map { (color($0), $0.title) },
      x0: charts.labelWidth, y: y, maxRight: charts.legendRight)
    return chart.svg(
      height: bottom,
      label: "Lines changed by each feature's reference solution, per pattern, by role. "
        + spoken.joined(separator: ". ") + ".")
  }

  static func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

  /// The colour of `part`: its role's, or one the palette derives from its key.
  static func color(_ part: ChangePart) -> String {
    part.color ?? RolePalette.color(named: part.key)
  }
}
