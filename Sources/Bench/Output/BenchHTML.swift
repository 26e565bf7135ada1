import Foundation
import Reports

/// The performance section of `patterns report --format html --bench FILE`: FILE is what
/// `patterns bench --format json` wrote. Drawn with the report's own SVG and tables.
public enum BenchHTML {
  /// The section: the search ratios as bars against the target, then the tables.
  public static func section(_ report: BenchReport) -> String {
    var parts = ["<h2>Performance (patterns bench)</h2>"]
    let build = report.isReleaseBuild ? "a release build" : "a DEBUG build (not figures to quote)"
    parts.append(
      "<p class=\"note\">From \(build); \(report.settings.rounds) interleaved rounds;"
        + " figures read median (min–max).</p>")
    parts.append("<h3>Search: keystroke to rendered table, ratio to raw Domain code</h3>")
    parts.append(ratioChart(report))
    let text = BenchTextReport.self
    parts.append(
      ReportHTML.html(
        ReportTable(
          title: "User flows",
          headers: ["Pattern", "Sign in (ms)", "Open-edit-save (ms)", "Scenarios per second"],
          rows: report.patterns.map {
            [
              $0.name, text.spread($0.signInMilliseconds), text.spread($0.openEditSaveMilliseconds),
              text.spread($0.scenariosPerSecond, 0),
            ]
          })))
    let screens = report.patterns.first { !$0.memory.isEmpty }?.memory.map(\.screen) ?? []
    if !screens.isEmpty {
      parts.append(
        ReportHTML.html(
          ReportTable(
            title: "Heap kept per screen (KB)", headers: ["Pattern"] + screens,
            rows: report.patterns.map { pattern in
              [pattern.name] + pattern.memory.map { text.spread($0.bytes.scaled(by: 1 / 1_024), 0) }
            })))
    }
    parts.append(
      ReportHTML.html(
        ReportTable(
          title: "Typing \(text.grouped(Double(report.settings.typedCharacters))) characters:"
            + " µs per keystroke",
          headers: ["Pattern", "Field", "First", "Last", "Last ÷ first"],
          numeric: [false, false, true, true, true],
          rows: report.patterns.flatMap { pattern in
            pattern.typing.map {
              [
                pattern.name, $0.field, text.spread($0.firstMicroseconds),
                text.spread($0.lastMicroseconds), text.spread($0.ratio),
              ]
            }
          })))
    return parts.joined(separator: "\n")
  }

  /// One bar per pattern and catalog size: the median ratio to raw, with a dashed line at
  /// the target and the bar red when it misses it.
  static func ratioChart(_ report: BenchReport) -> String {
    let charts = ChartSVG.self
    let largest = max(
      BenchReport.searchTarget * 1.2,
      report.patterns.flatMap { $0.search.map(\.ratio.median) }.max() ?? 1)
    let scale = Double(charts.barWidth) / largest
    var chart = ChartSVG()
    var y = 0
    for pattern in report.patterns {
      for figure in pattern.search {
        let label = "\(pattern.name) \(BenchTextReport.grouped(Double(figure.products)))"
        chart.label(label, y: y)
        let width = figure.ratio.median * scale
        chart.rect(
          x: Double(charts.labelWidth), y: y, width: width,
          color: figure.meetsTarget ? "#1b9e77" : "#d95f02",
          title: "\(label) products: \(BenchTextReport.spread(figure.ratio))× raw")
        chart.value(
          BenchTextReport.number(figure.ratio.median) + "×", x: Double(charts.labelWidth) + width,
          y: y)
        y += charts.rowHeight
      }
    }
    let target = Double(charts.labelWidth) + BenchReport.searchTarget * scale
    let targetX = ChartSVG.format(target)
    chart.add(
      "<line x1=\"\(targetX)\" y1=\"0\" x2=\"\(targetX)\" y2=\"\(y)\" stroke=\"#222\""
        + " stroke-dasharray=\"4 3\"><title>target: "
        + "\(BenchTextReport.number(BenchReport.searchTarget))× raw</title></line>",
      reaching: target)
    return chart.svg(height: y + 4, label: "Search time as a ratio to raw Domain code")
  }
}
