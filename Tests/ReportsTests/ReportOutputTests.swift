import Assertions
import Formats
import Foundation
import Registry
import Testing
import ToolTesting

@testable import Reports
@testable import TextColumns

struct ReportOutputTests {
  /// The storefront fixture with measured coverage for MVP (unit tests and scenarios).
  static func measuredReport() throws -> (ComparisonReport, ReportFixtureTree) {
    let fixture = try ReportFixtureTree.storefront()
    let root = fixture.root.path + "/"
    let measured = CoverageMeasurements(
      scenarios: CoverageTable(files: [
        root + "Sources/MVP/Presenters/LoginPresenter.swift": .init(covered: 20, instrumented: 40),
        root + "Sources/MVP/Views/LoginViewController.swift": .init(covered: 54, instrumented: 60),
      ]),
      unitTests: [
        "mvp": CoverageTable(files: [
          root + "Sources/MVP/Presenters/LoginPresenter.swift": .init(
            covered: 30, instrumented: 40),
          root + "Sources/MVP/Views/LoginViewController.swift": .init(covered: 6, instrumented: 60),
        ])
      ],
      uiFreeUnitTests: [
        "mvp": CoverageTable(files: [
          root + "Sources/MVP/Presenters/LoginPresenter.swift": .init(covered: 30, instrumented: 40)
        ])
      ])
    return (
      ReportBuilder.build(tree: fixture.tree, patterns: PatternRegistry.all, coverage: measured),
      fixture
    )
  }

  @Test func jsonHasTheDocumentedShapeWithNullCoverageWhenNotMeasured() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let json = ReportJSON.render(
      ReportBuilder.build(tree: fixture.tree, patterns: PatternRegistry.all))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let patterns = try #require(object["patterns"] as? [[String: Any]])
    assertEqual(patterns.map { $0["name"] as? String }, ["mvc", "mvp", "mvvm"])
    let mvp = patterns[1]
    assertEqual(mvp["codeLines"] as? Int, 11)
    assertEqual(mvp["commentLines"] as? Int, 2)
    assertEqual(mvp["types"] as? Int, 4)
    assertEqual(mvp["uiFreeCodeLines"] as? Int, 6)
    #expect(mvp["coverage"] is NSNull)
    let roles = try #require(mvp["roles"] as? [String: [String: Any]])
    assertEqual(roles["Presenters"]?["codeLines"] as? Int, 6)
    assertEqual(roles["Presenters"]?["files"] as? Int, 1)
    assertEqual(roles["other"]?["files"] as? Int, 0)
    // The roles MVP declares, and `other`; not the roles of other patterns.
    assertEqual(Set(roles.keys), ["Presenters", "Views", "Composition", "other"])
    let shared = try #require(object["shared"] as? [[String: Any]])
    assertEqual(shared.map { $0["module"] as? String }, ["Domain", "Theme"])
    assertEqual(shared[0]["codeLines"] as? Int, 3)
  }

  @Test func jsonCoverageIsAPercentagePerRun() throws {
    let (report, fixture) = try Self.measuredReport()
    defer { fixture.remove() }
    let json = ReportJSON.render(report)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let patterns = try #require(object["patterns"] as? [[String: Any]])
    let coverage = try #require(patterns[1]["coverage"] as? [String: Any])
    assertEqual(coverage["scenarios"] as? Double, 74)
    assertEqual(coverage["unitTests"] as? Double, 36)
    assertEqual(coverage["uiFreeByUnitTests"] as? Double, 30)
    #expect(json.contains("\"scenarios\": 74,\n"))
    let mvc = try #require(patterns[0]["coverage"] as? [String: Any])
    #expect(mvc["unitTests"] is NSNull)
  }

  @Test func jsonNumbersKeepAtMostTwoDecimals() {
    assertEqual(JSONValue.double(600.0 / 7).rendered(), "85.71")
    assertEqual(JSONValue.double(87.5).rendered(), "87.5")
    assertEqual(JSONValue.double(100).rendered(), "100")
    assertEqual(JSONValue.double(0.05).rendered(), "0.05")
    assertEqual(JSONValue.string("a\"b\\\n").rendered(), #""a\"b\\\n""#)
  }

  @Test func textTablesAreAlignedAndFitOneHundredColumns() throws {
    let (report, fixture) = try Self.measuredReport()
    defer { fixture.remove() }
    let text = ReportText.text(report)
    let wide: [Substring] = text.split(separator: "\n").filter { $0.count > 100 }
    assertEqual(wide, [])
    #expect(
      text.contains(
        """
        Line coverage per pattern
        Pattern  (a) Scenarios  (b) Unit tests  (c) Tests importing no UI module
        -------  -------------  --------------  --------------------------------
        mvc                n/a             n/a                               n/a
        mvp              74.0%           36.0%                             30.0%
        mvvm               n/a             n/a                               n/a
        """))
    #expect(
      text.contains(
        """
        Code lines per role
        Role         mvc  mvp  mvvm
        -----------  ---  ---  ----
        Controllers    5    -     -
        Composition    0    3     0
        Presenters     -    6     -
        Views          -    2     3
        View models    -    -     4
        Other          2    0     0
        -: the pattern has no such role folder.
        """))
  }

  @Test func longFileNamesAreShortenedInTheMiddleToKeepTheWidth() {
    assertEqual(
      TextLayout.truncatedInMiddle("Presenters/ProductEditorPresenter.swift", to: 20),
      "Presenters…ter.swift")
    assertEqual(TextLayout.truncatedInMiddle("Short.swift", to: 20), "Short.swift")
  }

  @Test func aTooWideTableShortensOnlyItsFirstColumnToFit() {
    let long = "ViewModels/" + String(repeating: "Long", count: 20) + ".swift"
    let table = ReportTable(
      title: "Files", headers: ["File", "Code", "Comment"],
      rows: [[long, "12", "3"], ["A.swift", "1", "0"]])
    let lines = table.text(maxWidth: 60).split(separator: "\n").map(String.init)
    assertEqual(lines.map(\.count).max(), 60)
    assertEqual(lines[3], "ViewModels/LongLongLon…LongLongLongLong.swift    12        3")
    assertEqual(lines[4], "A.swift                                           1        0")
    #expect(table.text(maxWidth: 200).contains(long))
  }

  @Test func markdownHasTheSameTablesAsPipeTables() throws {
    let (report, fixture) = try Self.measuredReport()
    defer { fixture.remove() }
    let markdown = ReportText.markdown(report)
    #expect(
      markdown.contains(
        """
        ### Line coverage per pattern

        | Pattern | (a) Scenarios | (b) Unit tests | (c) Tests importing no UI module |
        | --- | ---: | ---: | ---: |
        | mvc | n/a | n/a | n/a |
        | mvp | 74.0% | 36.0% | 30.0% |
        """))
    #expect(markdown.hasPrefix("# Patterns, side by side\n"))
  }
}
