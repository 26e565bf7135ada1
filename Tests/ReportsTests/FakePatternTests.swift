import Assertions
import Foundation
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands
@testable import PatternModel
@testable import Reports

/// A pattern the workbench has never heard of, registered only here, with role folders no
/// real pattern has and rules of every kind: report, lint and charts must all follow its
/// description.
struct FakePatternTests {
  static let toy = fakePattern(
    "toy", module: "Toy",
    roles: [
      PatternRole("Reducers", isUIFree: true), PatternRole("Stores"),
      PatternRole("Screens", color: "#123456"),
    ],
    rules: [
      LayeringRule(
        id: "reducers-import-no-scheduling", statement: "Toy reducers import no Scheduling",
        roles: ["Reducers"], check: .importsNone(["Scheduling"])),
      LayeringRule(
        id: "reducers-name-no-store", statement: "Toy reducers name no store type",
        roles: ["Reducers"], check: .namesNoTypes(ofRole: "Stores", suffixes: [])),
      LayeringRule(
        id: "only-stores-create-screens", statement: "only Toy stores create view controllers",
        check: .onlyRolesCreate(typeSuffix: "ViewController", roles: ["Stores"])),
    ])

  static func tree() throws -> ReportFixtureTree {
    try ReportFixtureTree([
      "Package.swift": "",
      "Sources/Toy/Reducers/CounterReducer.swift": """
      import Scheduling
      import Theme

      /// Folds actions into state.
      struct CounterReducer {
        var store: CounterStore?
        func reduce() {}
      }

      """,
      "Sources/Toy/Stores/CounterStore.swift": """
      final class CounterStore {
        func show() { _ = CounterViewController() }
      }

      """,
      "Sources/Toy/Screens/CounterViewController.swift": """
      import HeadlessUI

      final class CounterViewController: UIViewController {
        func next() -> UIViewController { DetailViewController() }
      }

      """,
      "Sources/Toy/ToyApp.swift": "enum ToyApp {}\n",
    ])
  }

  @Test func theReportHasARowPerRoleAndItsRolesInJSON() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let report = ReportBuilder.build(tree: fixture.tree, patterns: [Self.toy])
    assertEqual(report.patterns.map(\.pattern.name), ["toy"])
    assertEqual(report.roles.map(\.title), ["Reducers", "Stores", "Screens", "Other"])
    let toy = report.patterns[0]
    assertEqual(toy.codeLines(in: PatternRole("Reducers")), 6)
    assertEqual(toy.codeLines(in: PatternRole("Stores")), 3)
    assertEqual(toy.codeLines(in: .other), 1)
    let text = ReportText.text(report)
    #expect(text.contains("Role      toy\n"))
    #expect(text.contains("Reducers    6\nStores      3\nScreens     4\nOther       1\n"))
    let json = ReportJSON.render(report)
    #expect(json.contains("\"Reducers\": {\n          \"codeLines\": 6,"))
    #expect(json.contains("\"role\": \"Stores\""))
  }

  @Test func theChartsDrawEveryRoleWithAFallbackColourWhenNoneIsGiven() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["report", "--root", fixture.root.path, "--format", "html"], patterns: [Self.toy],
      context: .capturing(into: capture))
    assertEqual(status, 0)
    let html = capture.standardOutput
    let bars = SVGBars(html)
    #expect(bars.width(titled: "toy Reducers: 6 code lines") != nil)
    #expect(bars.width(titled: "toy Stores: 3 code lines") != nil)
    #expect(html.contains("fill=\"#123456\"><title>toy Screens: 4 code lines</title>"))
    // Reducers and Stores have no colour: each gets one derived from its name, its own.
    let reducers = RolePalette.color(of: PatternRole("Reducers"))
    let stores = RolePalette.color(of: PatternRole("Stores"))
    #expect(reducers != stores)
    #expect(html.contains("fill=\"\(reducers)\"><title>toy Reducers"))
    #expect(html.contains("fill=\"\(stores)\"><title>toy Stores"))
    #expect(html.contains(">Reducers</text>"))  // in the legend
  }

  @Test func lintChecksEveryKindOfRuleTheDescriptionHolds() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["lint", "--root", fixture.root.path], patterns: [Self.toy],
      context: .capturing(into: capture))
    assertEqual(status, 1)
    assertEqual(
      capture.standardOutput,
      """
      Sources/Toy/Reducers/CounterReducer.swift:1: error: Toy reducers import no Scheduling \
      (imports Scheduling) [reducers-import-no-scheduling]
      Sources/Toy/Reducers/CounterReducer.swift:2: error: Toy reducers import no UI module \
      (imports Theme) [reducers-import-no-ui]
      Sources/Toy/Reducers/CounterReducer.swift:6: error: Toy reducers name no store type \
      (names CounterStore) [reducers-name-no-store]
      Sources/Toy/Screens/CounterViewController.swift:4: error: only Toy stores create view \
      controllers (creates DetailViewController) [only-stores-create-screens]

      """)
    assertEqual(capture.standardError, "lint: 4 layering violations in 4 files\n")
  }

  @Test func aUIFreeRoleGetsItsImportRuleFromItsDescription() {
    let rules = Self.toy.layeringRules
    assertEqual(rules.map(\.id).first, "reducers-import-no-ui")
    #expect(rules.allSatisfy { $0.modules == ["Toy"] })
    assertEqual(rules.first?.check, .importsNone(UIModules.names.sorted()))
  }
}
