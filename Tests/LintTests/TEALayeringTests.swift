import Assertions
import Foundation
import Registry
import Testing
import ToolTesting

@testable import Lint
@testable import SourceAnalysis

/// TEA's layering rules, as its `PatternDescription` states them, on planted fixture files:
/// state and reducers stay free of UI and of the clock, name no store type, and only the
/// store runs effects.

struct TEALayeringTests {
  private func violations(_ files: [String: String]) throws -> [String] {
    let fixture = try ReportFixtureTree(files)
    defer { fixture.remove() }
    return LayeringLinter.lint(fixture.tree, patterns: PatternRegistry.all).violations.map {
      "\($0.path):\($0.line) \($0.rule.id)"
    }
  }

  @Test func aReducerThatImportsHeadlessUIIsCaught() throws {
    try assertEqual(
      violations([
        "Sources/TEA/Reducers/LoginReducer.swift": "import Domain\nimport HeadlessUI\n"
      ]), ["Sources/TEA/Reducers/LoginReducer.swift:2 reducers-import-no-ui"])
  }

  @Test func stateThatImportsLayoutsIsCaught() throws {
    try assertEqual(
      violations(["Sources/TEA/State/LoginState.swift": "import Layouts\n"]),
      ["Sources/TEA/State/LoginState.swift:1 state-import-no-ui"])
  }

  @Test func aReducerThatImportsTheClockIsCaught() throws {
    try assertEqual(
      violations(["Sources/TEA/Reducers/CatalogReducer.swift": "import Scheduling\n"]),
      ["Sources/TEA/Reducers/CatalogReducer.swift:1 reducers-import-no-clock"])
  }

  @Test func aReducerThatNamesTheStoreIsCaught() throws {
    try assertEqual(
      violations([
        "Sources/TEA/Store/Store.swift": "public final class Store<S, A> {}\n",
        "Sources/TEA/Reducers/AppReducer.swift":
          "import Domain\n\nlet shared: Store<Int, Int>? = nil\n",
      ]), ["Sources/TEA/Reducers/AppReducer.swift:3 reducers-name-no-store"])
  }

  @Test func onlyTheStoreRunsEffects() throws {
    try assertEqual(
      violations([
        "Sources/TEA/Store/Store.swift": "let runner = EffectRunner<Int>(environment: e)\n",
        "Sources/TEA/Views/LoginViewController.swift":
          "import HeadlessUI\nlet runner = EffectRunner<Int>(environment: e)\n",
        "Sources/TEA/Composition/TEAApp.swift": "import Scheduling\n",
      ]),
      [
        "Sources/TEA/Composition/TEAApp.swift:1 views-import-no-clock",
        "Sources/TEA/Views/LoginViewController.swift:2 only-the-store-runs-effects",
      ])
  }

  @Test func theRealSourcesKeepTheRules() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let result = LayeringLinter.lint(SourceTree(root: root), patterns: PatternRegistry.all)
    assertEqual(
      result.violations.filter { $0.path.hasPrefix("Sources/TEA/") }.map(\.description), [])
  }
}
