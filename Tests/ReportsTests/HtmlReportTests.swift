import Assertions
import Foundation
import Registry
import Testing
import ToolTesting

@testable import Reports

struct HtmlReportTests {
  @Test func theChartsCarryTheFiguresTheyDraw() throws {
    let (report, fixture) = try ReportOutputTests.measuredReport()
    defer { fixture.remove() }
    let html = ReportHTML.render(report)
    // Code lines stacked by role: one segment per role with code, the total after the bar.
    #expect(html.contains("<title>mvp Presenters: 6 code lines</title>"))
    #expect(html.contains("<title>mvp Views: 2 code lines</title>"))
    #expect(html.contains("<title>mvp Composition: 3 code lines</title>"))
    #expect(html.contains("<title>mvc Controllers: 5 code lines</title>"))
    #expect(!html.contains("<title>mvc Presenters"))
    #expect(html.contains(">11</text>"))
    #expect(html.contains("style=\"fill: #ffffff\">6</text>"))  // the figure on its segment
    // Coverage (a) and (b), and the shares importing no UI module.
    #expect(html.contains(">74.0% (a) scenarios</text>"))
    #expect(html.contains(">36.0% (b) unit tests</text>"))
    #expect(html.contains(">30.0% covered by tests importing no UI module</text>"))
    #expect(html.contains(">54.5% code importing no UI module</text>"))  // 6 of 11 code lines
    assertEqual(html.components(separatedBy: "<svg ").count - 1, 3)
  }

  @Test func barLengthsAreProportionalToTheirFigures() throws {
    let (report, fixture) = try ReportOutputTests.measuredReport()
    defer { fixture.remove() }
    let coverage = SVGBars(ReportCharts.coverage(report))
    let scenarios = try #require(coverage.width(titled: "mvp (a) scenarios: 74.0%"))
    let unitTests = try #require(coverage.width(titled: "mvp (b) unit tests: 36.0%"))
    #expect(abs(scenarios / unitTests - 74.0 / 36.0) < 0.01)
    assertEqual(coverage.width(titled: "mvc (a) scenarios: n/a"), 0)
    // Stacked code lines: segments in proportion to lines, bars to totals, one after another.
    let lines = SVGBars(ReportCharts.codeLinesByRole(report))
    let presenters = try #require(lines.width(titled: "mvp Presenters: 6 code lines"))
    let views = try #require(lines.width(titled: "mvp Views: 2 code lines"))
    let composition = try #require(lines.width(titled: "mvp Composition: 3 code lines"))
    let controllers = try #require(lines.width(titled: "mvc Controllers: 5 code lines"))
    #expect(abs(presenters / views - 3) < 0.01)
    #expect(abs(presenters / controllers - 6.0 / 5) < 0.01)
    let mvpBars = lines.bars.filter { $0.title.hasPrefix("mvp ") }
    assertEqual(mvpBars.count, 3)
    for (left, right) in zip(mvpBars, mvpBars.dropFirst()) {
      #expect(abs(left.x + left.width - right.x) < 0.1)  // no gap, no overlap
    }
    #expect(abs(presenters + views + composition - 440) < 0.1)  // the largest spans the chart
  }

  @Test func thePageIsSelfContained() throws {
    let (report, fixture) = try ReportOutputTests.measuredReport()
    defer { fixture.remove() }
    let html = ReportHTML.render(report)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("http"))
    #expect(!html.contains("src="))
    #expect(!html.contains("<link"))
    #expect(html.contains("<table>"))
    #expect(html.contains("<td class=\"n\">74.0%</td>"))
  }

  @Test func withoutCoverageThePageSaysSoAndDrawsNoCoverageChart() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let html = ReportHTML.render(
      ReportBuilder.build(tree: fixture.tree, patterns: PatternRegistry.all))
    #expect(html.contains("Coverage not measured"))
    assertEqual(html.components(separatedBy: "<svg ").count - 1, 2)
    #expect(!html.contains("unit tests</text>"))
  }
}

/// The bars of an SVG chart: each `<rect>` with its position, width and `<title>`.
struct SVGBars {
  struct Bar {
    var x: Double
    var y: Double
    var width: Double
    var title: String
  }

  var bars: [Bar] = []

  init(_ svg: String) {
    let rect = /<rect x="([0-9.]+)" y="([0-9.]+)" width="([0-9.]+)"[^>]*><title>([^<]*)<\/title>/
    for match in svg.matches(of: rect) {
      bars.append(
        Bar(
          x: Double(match.1) ?? -1, y: Double(match.2) ?? -1, width: Double(match.3) ?? -1,
          title: String(match.4)))
    }
  }

  func width(titled title: String) -> Double? {
    bars.first { $0.title == title }?.width
  }
}
