import Foundation
import Testing

@testable import Workbench

@Suite struct HtmlReportTests {
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
    #expect(
      html.contains(
        "<text x=\"270.0\" y=\"42\" text-anchor=\"middle\" style=\"fill: #fff\">6</text>"))
    // Coverage (a) and (b), and the UI-free shares.
    #expect(html.contains(">74.0% (a) scenarios</text>"))
    #expect(html.contains(">36.0% (b) unit tests</text>"))
    #expect(html.contains(">30.0% UI-free by unit tests</text>"))
    #expect(html.contains(">54.5% UI-free code</text>"))  // 6 of 11 code lines
    #expect(html.components(separatedBy: "<svg ").count - 1 == 3)
  }

  @Test func theWidestBarSpansTheChartAndTheOthersScaleToIt() throws {
    let (report, fixture) = try ReportOutputTests.measuredReport()
    defer { fixture.remove() }
    let chart = ReportCharts.coverage(report)
    // 74 % of the 440-point bar area, from x = 70.
    #expect(
      chart.contains("<rect x=\"70.0\" y=\"63\" width=\"325.6\" height=\"18\" fill=\"#4e79a7\">"))
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
    let html = ReportHTML.render(ReportBuilder.build(tree: fixture.tree))
    #expect(html.contains("Coverage not measured"))
    #expect(html.components(separatedBy: "<svg ").count - 1 == 2)
    #expect(!html.contains("unit tests</text>"))
  }
}
