import Assertions
import Foundation
import PatternModel
import Registry
import Testing

@testable import Reports
import ToolTesting

/// A pattern described with a cousin is set beside it in the report: size, UI-free share, its
/// unit tests counted in the source, and the paragraph on what the newer form changes.
struct CousinTablesTests {
  private static func tree() throws -> ReportFixtureTree {
    try ReportFixtureTree([
      "Package.swift": "// swift-tools-version: 6.2\n",
      "Sources/MVC/Controllers/LoginViewController.swift":
        "import HeadlessUI\nfinal class LoginViewController: UIViewController {}\n",
      "Sources/MVP/Presenters/LoginPresenter.swift":
        "import Domain\nfinal class LoginPresenter {\n  func emailChanged() {}\n}\n",
      "Sources/MVP/Views/LoginViewController.swift":
        "import HeadlessUI\nfinal class LoginViewController: UIViewController {}\n",
      "Tests/MVCTests/LoginViewControllerTests.swift":
        "import HeadlessUI\nimport Testing\n@Suite struct LoginViewControllerTests {\n"
        + "  @Test func a() {}\n}\n",
      "Tests/MVPTests/LoginPresenterTests.swift":
        "import Testing\n// @Test in a comment is no test\n@Suite struct LoginPresenterTests {\n"
        + "  @Test func a() {}\n  @Test(arguments: [1, 2]) func b(_ n: Int) {}\n"
        + "  let text = \"@Test\"\n}\n",
      "Tests/MVPTests/LoginViewTests.swift":
        "import HeadlessUI\nimport Testing\n@Suite struct LoginViewTests {\n"
        + "  @Test func c() {}\n}\n",
    ])
  }

  private static var patterns: [PatternDescription] {
    let mvc = PatternRegistry.all.first { $0.name == "mvc" }!
    let mvp = PatternRegistry.all.first { $0.name == "mvp" }!
    return [mvc, mvp.comparedWith("mvc", argument: "Presenters take the decisions out.")]
  }

  @Test func unitTestsAreCountedInTheSourceAndThoseInUIFreeFilesApart() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let report = ReportBuilder.build(tree: fixture.tree, patterns: Self.patterns)
    assertEqual(
      report.patterns.map(\.unitTests), [.init(all: 1, uiFree: 0), .init(all: 3, uiFree: 2)])
  }

  @Test func aPatternWithACousinIsSetBesideItWithTheArgument() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let report = ReportBuilder.build(tree: fixture.tree, patterns: Self.patterns)
    let tables = CousinTables.all(report)
    assertEqual(tables.map(\.title), ["mvp beside mvc"])
    assertEqual(
      tables.first?.headers,
      [
        "Pattern", "Code lines", "No UI import", "Unit tests", "No-UI-import tests",
      ])
    assertEqual(
      tables.first?.rows, [["mvc", "2", "0.0%", "1", "0"], ["mvp", "6", "66.7%", "3", "2"]])
    assertEqual(
      tables.first?.note?.hasPrefix("Presenters take the decisions out. (Code lines"), true)
    let titles = ReportTables.all(report).map(\.title)
    assertEqual(titles.firstIndex(of: "mvp beside mvc"), ReportTables.summary(report).count)
  }

  @Test func aCousinMissingFromTheReportLeavesNoTable() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let report = ReportBuilder.build(tree: fixture.tree, patterns: [Self.patterns[1]])
    #expect(CousinTables.all(report).isEmpty)
  }
}
