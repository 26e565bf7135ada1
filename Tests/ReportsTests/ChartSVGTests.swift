import Assertions
import Testing

@testable import Reports

/// The report's charts are as wide as what they draw: no legend or figure falls off.
struct ChartSVGTests {
  /// The `width` attribute of the chart's `<svg>`.
  static func width(of svg: String) -> Int? {
    svg.firstMatch(of: /<svg width="(\d+)"/).flatMap { Int($0.1) }
  }

  @Test func theLegendWidensTheChartForItsLongestTitle() throws {
    func chart(_ titles: [String]) -> String {
      var chart = ChartSVG()
      let bottom = chart.legend(
        titles.map { ("#123456", $0) }, x0: 100, y: 0, maxRight: 10_000)
      return chart.svg(height: bottom, label: "legend")
    }
    let short = try #require(Self.width(of: chart(["Views", "Routers"])))
    let long = try #require(Self.width(of: chart(["Views", "Routers and their builders"])))
    // The last title starts after the first entry: swatch, gap, "Views", gap.
    let start = 100 + 18 + Int(ChartSVG.width(of: "Views")) + 16 + 18
    assertEqual(short, start + Int(ChartSVG.width(of: "Routers")) + 8)
    assertEqual(long, start + Int(ChartSVG.width(of: "Routers and their builders")) + 8)
  }

  @Test func aLegendWrapsBeforeItsRightEdgeAndTheChartGrowsTaller() {
    var chart = ChartSVG()
    let titles = (1...6).map { "Role number \($0)" }
    let bottom = chart.legend(titles.map { ("#123456", $0) }, x0: 0, y: 0, maxRight: 300)
    assertEqual(bottom, 6 + 22 * 2 + 22)  // two entries a row: three rows, 22 px each
    #expect(chart.right <= 300)
  }

  @Test func aFigureRightOfItsBarWidensTheChart() throws {
    var chart = ChartSVG()
    chart.rect(x: 100, y: 0, width: 440, color: "#123456", title: "bar")
    chart.value("100.0% covered by tests importing no UI module", x: 540, y: 0)
    let width = try #require(
      Self.width(of: chart.svg(height: 26, label: "bars")))
    assertEqual(
      width,
      540 + 6 + Int(ChartSVG.width(of: "100.0% covered by tests importing no UI module"))
        + 8)
    #expect(chart.svg(height: 26, label: "bars").contains("viewBox=\"0 0 \(width) 26\""))
  }

  @Test func aCharacterIsCountedWideAndWiderInBold() {
    assertEqual(ChartSVG.width(of: "Routers"), 55)  // 7 × 13 × 0.6 = 54.6
    assertEqual(ChartSVG.width(of: "Routers", bold: true), 61)  // 7 × 13 × 0.66 = 60.06
  }
}
