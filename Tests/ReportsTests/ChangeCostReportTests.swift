import Assertions
import Classroom
import Foundation
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands
@testable import PatternModel
@testable import Reports
@testable import TextColumns

/// The change-cost section of `patterns report`, on a fixture project with a feature for two
/// patterns (a shared Domain file, and a shared module only `alpha` lists), counted by hand:
///
///     shared  +3 -1  Sources/Domain/Item.swift (pool, both)
///     alpha   +2 -0  Sources/Alpha/Logic/AlphaLogic.swift   (Logic: UI-free)
///             +1 -1  Sources/Alpha/Screens/AlphaScreen.swift
///             +2 -0  Sources/Widgets/Row.swift              (pool, alpha only)
///             +1 -0  Tests/AlphaTests/AlphaLogicTests.swift
///     beta    +3 -0  Sources/Beta/Logic/BetaLogic.swift     (Logic: UI-free)
///             +1 -0  Sources/Beta/Screens/BetaScreen.swift  (new)
///
/// and a second feature, `solo`, for alpha alone: +1 -0 in its screen.
struct ChangeCostReportTests {
  static let patterns = [
    fakePattern(
      "alpha", module: "Alpha",
      roles: [
        PatternRole("Logic", color: "#1b9e77", isUIFree: true),
        PatternRole("Screens", color: "#7570b3"),
      ]),
    fakePattern(
      "beta", module: "Beta",
      roles: [
        PatternRole("Logic", color: "#1b9e77", isUIFree: true),
        PatternRole("Screens", color: "#7570b3"), PatternRole("Wiring"),
      ]),
  ]

  static func fixture(withFeature: Bool = true) throws -> ReportFixtureTree {
    var files = [
      "Package.swift": "// swift-tools-version: 6.2\n",
      "Sources/Domain/Item.swift": "struct Item {}\n",
      "Sources/Alpha/Logic/AlphaLogic.swift": "a\n",
      "Sources/Alpha/Screens/AlphaScreen.swift": "s\n",
      "Sources/Beta/Logic/BetaLogic.swift": "b\n",
      "Sources/Beta/Wiring/BetaWiring.swift": "w\n",
    ]
    let solution = "Exercises/badge/solution/"
    let alpha = [
      "Sources/Domain/Item.swift", "Sources/Widgets/Row.swift",
      "Sources/Alpha/Logic/AlphaLogic.swift", "Sources/Alpha/Screens/AlphaScreen.swift",
      "Tests/AlphaTests/AlphaLogicTests.swift",
    ]
    let beta = [
      "Sources/Domain/Item.swift", "Sources/Beta/Logic/BetaLogic.swift",
      "Sources/Beta/Screens/BetaScreen.swift",
    ]
    if withFeature {
      files["Exercises/badge/exercise.json"] = """
        {"id": "badge", "title": "A badge on each item", "kind": "feature", "patterns": {
          "alpha": \(setup(alpha)), "beta": \(setup(beta))}}
        """
      files[solution + "shared/Sources/Domain/Item.swift.txt"] = "struct Item {\n  var b = 1\n}\n"
      files[solution + "shared/Sources/Widgets/Row.swift.txt"] = "row\nrow\n"
      files[solution + "alpha/Sources/Alpha/Logic/AlphaLogic.swift.txt"] = "a\nb\nc\n"
      files[solution + "alpha/Sources/Alpha/Screens/AlphaScreen.swift.txt"] = "S\n"
      files[solution + "alpha/Tests/AlphaTests/AlphaLogicTests.swift.txt"] = "t\n"
      files[solution + "beta/Sources/Beta/Logic/BetaLogic.swift.txt"] = "b\nc\nd\ne\n"
      files[solution + "beta/Sources/Beta/Screens/BetaScreen.swift.txt"] = "x\n"
      // A second feature, for alpha alone, with nothing shared.
      files["Exercises/solo/exercise.json"] = """
        {"id": "solo", "title": "Alpha alone", "kind": "feature", "patterns": {
          "alpha": \(setup(["Sources/Alpha/Screens/AlphaScreen.swift"]))}}
        """
      files["Exercises/solo/solution/alpha/Sources/Alpha/Screens/AlphaScreen.swift.txt"] = "s\nt\n"
    }
    // A fix-a-bug exercise: never measured.
    files["Exercises/fix/exercise.json"] = """
      {"id": "fix", "title": "A fix", "kind": "fix-a-bug", "patterns": {
        "alpha": \(setup(["Sources/Alpha/Logic/AlphaLogic.swift"]))}}
      """
    files["Exercises/fix/solution/alpha/Sources/Alpha/Logic/AlphaLogic.swift.txt"] = "fixed\n"
    return try ReportFixtureTree(files)
  }

  static func setup(_ solution: [String]) -> String {
    """
    {"start": [], "solution": [\(solution.map { "\"\($0)\"" }.joined(separator: ", "))],
     "allowed": [], "checks": {"scenarios": [], "regression": true, "lint": true, "tests": []}}
    """
  }

  static func report(_ fixture: ReportFixtureTree) throws -> ComparisonReport {
    var report = ReportBuilder.build(tree: fixture.tree, patterns: patterns)
    report.changeCost = try ChangeCostReport.measure(
      tree: fixture.tree, patterns: patterns,
      catalog: ExerciseCatalog(folder: fixture.root.appendingPathComponent("Exercises")))
    return report
  }

  @Test func theTextTablesGiveEachPatternsPartByRoleAndModule() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    let text = ReportFormat.text.render(try Self.report(fixture), width: 100)
    let start = try #require(text.range(of: "\n\nChange cost of the feature exercises")).lowerBound
    let end = try #require(text.range(of: "\n\nRoles\n")).lowerBound
    assertEqual(
      text[start..<end],
      """


      Change cost of the feature exercises: lines changed (UI-free share)
      Pattern      badge      solo
      -------  ---------  --------
      shared           4         0
      alpha    7 (33.3%)  1 (0.0%)
      beta     4 (75.0%)         -
      Each feature exercise's reference solution against the current code, lines added plus removed
      (counted as git diff --numstat does), tests included; -: not an exercise for that pattern.
      shared: Domain's sources and tests, and the files every pattern takes from the exercise's
      solution/shared/, counted once per feature and in no pattern's figures.
      UI-free share: of the pattern's source lines changed (tests and Domain left out), the share in
      roles marked UI-free (Logic). Lines in other modules count in the whole, never as UI-free
      (HeadlessUI, Theme, Layouts, ReactiveUI are UI modules).

      Change cost of badge: files and lines per pattern
      Pattern  Files  Added  Removed  Test lines  Source lines  UI-free lines  UI-free
      -------  -----  -----  -------  ----------  ------------  -------------  -------
      shared       1      3        1           0             -              -        -
      alpha        4      6        1           1             6              2    33.3%
      beta         2      4        0           0             4              3    75.0%
      badge: A badge on each item. Test lines: added + removed in tests. Source lines: in sources,
      Domain left out. UI-free lines: of those, in UI-free roles; UI-free: their share.

      Change cost of badge: lines added and removed by role and module
      Role or module   alpha   beta
      ---------------  -----  -----
      Logic (UI-free)  +2 -0  +3 -0
      Screens          +1 -1  +1 -0
      Widgets module   +2 -0      0
      Tests            +1 -0      0
      Total            +6 -1  +4 -0
      Cells: +added -removed. Counted once, apart (shared): +3 -1 in 1 file. -: the pattern has no
      such role folder.

      Change cost of badge counted once (shared)
      File                       Added  Removed
      -------------------------  -----  -------
      Sources/Domain/Item.swift      3        1

      Change cost of solo: files and lines per pattern
      Pattern  Files  Added  Removed  Test lines  Source lines  UI-free lines  UI-free
      -------  -----  -----  -------  ----------  ------------  -------------  -------
      shared       0      0        0           0             -              -        -
      alpha        1      1        0           0             1              0     0.0%
      solo: Alpha alone. Test lines: added + removed in tests. Source lines: in sources, Domain left
      out. UI-free lines: of those, in UI-free roles; UI-free: their share.

      Change cost of solo: lines added and removed by role and module
      Role or module  alpha
      --------------  -----
      Screens         +1 -0
      Total           +1 -0
      Cells: +added -removed. Counted once, apart (shared): nothing. -: the pattern has no such role
      folder.
      """)
    #expect(text.split(separator: "\n").allSatisfy { TextLayout.width(String($0)) <= 100 })
  }

  @Test func theMarkdownAndJSONCarryTheSameFigures() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    let report = try Self.report(fixture)
    let markdown = ReportFormat.markdown.render(report)
    #expect(
      markdown.contains(
        "\n### Change cost of the feature exercises: lines changed (UI-free share)\n"))
    #expect(markdown.contains("\n| alpha | 7 (33.3%) | 1 (0.0%) |\n| beta | 4 (75.0%) | - |\n"))
    #expect(markdown.contains("\n| alpha | 4 | 6 | 1 | 1 | 6 | 2 | 33.3% |\n"))
    #expect(markdown.contains("\n| Widgets module | +2 -0 | 0 |\n"))

    let json = ReportFormat.json.render(report)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let features = try #require(
      (root["changeCost"] as? [String: Any])?["features"] as? [[String: Any]])
    assertEqual(features.map { $0["id"] as? String }, ["badge", "solo"])
    let shared = try #require(features[0]["shared"] as? [String: Any])
    #expect(shared["added"] as? Int == 3 && shared["removed"] as? Int == 1)
    let patterns = try #require(features[0]["patterns"] as? [[String: Any]])
    assertEqual(patterns.map { $0["name"] as? String }, ["alpha", "beta"])
    assertEqual(patterns[0]["uiFreeShare"] as? Double, 33.33)
    assertEqual(patterns[0]["sourceLinesChanged"] as? Int, 6)
    let roles = try #require(patterns[1]["roles"] as? [String: Any])
    assertEqual(Set(roles.keys), ["Logic", "Screens", "Wiring", "other"])
    assertEqual((roles["Logic"] as? [String: Int]), ["files": 1, "added": 3, "removed": 0])
    let modules = try #require(patterns[0]["modules"] as? [String: Any])
    assertEqual((modules["Widgets"] as? [String: Int]), ["files": 1, "added": 2, "removed": 0])
  }

  @Test func theHTMLChartNamesEveryPatternAndFeatureInRoleColours() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    let html = ReportFormat.html.render(try Self.report(fixture))
    let start = try #require(html.range(of: "<h2>Change cost: "))
    let chart = html[start.upperBound...]
    let svg = try #require(chart.range(of: "</svg>")).lowerBound
    let drawn = String(chart[..<svg])
    for name in ["badge: A badge on each item", "solo: Alpha alone", ">beta<"] {
      #expect(drawn.contains(name), "the chart lacks \(name)")
    }
    // Each feature has its shared bar and a bar per pattern it is for.
    assertEqual(drawn.components(separatedBy: ">shared<").count - 1, 2)
    assertEqual(drawn.components(separatedBy: ">alpha<").count - 1, 2)
    #expect(drawn.contains("fill=\"#1b9e77\"><title>badge, alpha, Logic: +2 -0</title>"))
    #expect(drawn.contains("fill=\"#7570b3\"><title>badge, beta, Screens: +1 -0</title>"))
    #expect(drawn.contains("><title>badge, shared (counted once): +3 -1 in 1 file</title>"))
    #expect(
      drawn.contains(
        "aria-label=\"Lines changed by each feature's reference solution, per pattern, by"
          + " role. badge: shared part 4 lines, alpha 7 lines, 33.3% UI-free, beta 4 lines,"
          + " 75.0% UI-free. solo: shared part 0 lines, alpha 1 line, 0.0% UI-free.\""))
    #expect(html.contains("<h2>Change cost of badge: lines added and removed by role and module"))
  }

  @Test func withoutFeatureExercisesEveryFormatSaysSo() throws {
    let fixture = try Self.fixture(withFeature: false)
    defer { fixture.remove() }
    let report = try Self.report(fixture)
    let line =
      "No feature exercises: the change cost measures each feature exercise's reference solution."
    #expect(
      ReportFormat.text.render(report).contains(
        "\n\nChange cost of the feature exercises\n\(line)\n\n"))
    #expect(
      ReportFormat.markdown.render(report).contains(
        "\n\n### Change cost of the feature exercises\n\n\(line)\n\n"))
    let html = ReportFormat.html.render(report)
    #expect(html.contains("<h2>Change cost of the feature exercises</h2>\n<p class=\"note\">"))
    #expect(!html.contains("<h2>Change cost: "))
    #expect(ReportFormat.json.render(report).contains("\"changeCost\": {\n    \"features\": []"))
  }

  @Test func theReportCommandMeasuresTheExercisesItIsGiven() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    var command = ReportCommand(patterns: Self.patterns)
    command.exercises = {
      try ExerciseCatalog(folder: fixture.root.appendingPathComponent("Exercises"))
    }
    let capture = OutputCapture()
    let status = try parseAndRun(
      command, ["--root", fixture.root.path, "--full"], context: .capturing(into: capture))
    assertEqual(status, 0)
    #expect(capture.standardOutput.contains("\nbeta         2      4        0           0"))
  }

  @Test func aCatalogThatCannotBeReadFailsTheReportSayingWhy() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    var command = ReportCommand(patterns: Self.patterns)
    command.exercises = { throw ExerciseError("no exercises here") }
    #expect(throws: CommandFailure.self) {
      try parseAndRun(
        command, ["--root", fixture.root.path], context: .capturing(into: OutputCapture()))
    }
  }
}
