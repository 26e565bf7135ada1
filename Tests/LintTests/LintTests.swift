import Assertions
import Foundation
import Registry
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands
@testable import Lint

struct LintTests {
  /// One planted violation of each rule, plus imports the rules allow and fake imports.
  static func violatingTree() throws -> ReportFixtureTree {
    try ReportFixtureTree([
      "Package.swift": "",
      "Sources/Domain/Model.swift": "import Foundation\nimport HeadlessUI\n",
      "Sources/Scheduling/Clock.swift": "// The clock.\n\n@preconcurrency import Theme\n",
      "Sources/MVP/Presenters/LoginPresenter.swift":
        "import Domain\n@testable import HeadlessUI\nimport MVC\n",
      "Sources/MVP/Views/LoginView.swift": "import HeadlessUI\nimport Theme\n",
      "Sources/MVVM/ViewModels/LoginViewModel.swift": """
      import Reactive
      import class ReactiveUI.Binder
      // import HeadlessUI
      let text = "import HeadlessUI"
      /* import Theme */
      """,
      "Sources/MVVM/Views/LoginView.swift": "import ReactiveUI\nimport HeadlessUI\n",
      "Sources/HeadlessUI/UIView.swift": "public import Domain\n",
      "Sources/MVC/Controllers/Controller.swift": "import HeadlessUI\nimport MVVM\n",
    ])
  }

  @Test func reportsEachKindOfViolationAtItsLine() throws {
    let fixture = try Self.violatingTree()
    defer { fixture.remove() }
    let result = LayeringLinter.lint(fixture.tree, patterns: PatternRegistry.all)
    assertEqual(
      result.violations.map(\.description),
      [
        "Sources/Domain/Model.swift:2: error: Domain imports no UI module (imports HeadlessUI)"
          + " [model-imports-no-ui]",
        "Sources/HeadlessUI/UIView.swift:1: error: HeadlessUI imports no Domain (imports Domain)"
          + " [ui-imports-no-domain]",
        "Sources/MVC/Controllers/Controller.swift:2: error: a pattern module imports no other"
          + " pattern module (imports MVVM) [patterns-stay-apart]",
        "Sources/MVP/Presenters/LoginPresenter.swift:2: error: MVP presenters import no UI module"
          + " (imports HeadlessUI) [presenters-import-no-ui]",
        "Sources/MVP/Presenters/LoginPresenter.swift:3: error: a pattern module imports no other"
          + " pattern module (imports MVC) [patterns-stay-apart]",
        "Sources/MVVM/ViewModels/LoginViewModel.swift:2: error: MVVM view models import no UI"
          + " module (imports ReactiveUI) [view-models-import-no-ui]",
        "Sources/Scheduling/Clock.swift:3: error: Scheduling imports no UI module (imports Theme)"
          + " [model-imports-no-ui]",
      ])
    assertEqual(result.filesChecked, 8)
    assertEqual(result.summary, "lint: 7 layering violations in 8 files")
  }

  @Test func theCommandPrintsViolationsOnStandardOutputAndExitsOne() throws {
    let fixture = try Self.violatingTree()
    defer { fixture.remove() }
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["lint", "--root", fixture.root.path], patterns: PatternRegistry.all,
      context: .capturing(into: capture))
    assertEqual(status, 1)
    let lines = capture.standardOutput.split(separator: "\n")
    assertEqual(lines.count, 7)
    #expect(lines.allSatisfy { $0.contains(": error: ") })
    assertEqual(
      lines.first,
      "Sources/Domain/Model.swift:2: error: Domain imports no UI module (imports HeadlessUI) [model-imports-no-ui]"
    )
    assertEqual(capture.standardError, "lint: 7 layering violations in 8 files\n")
  }

  @Test func aCleanTreePassesWithASummaryLine() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["lint", "--root", fixture.root.path], patterns: PatternRegistry.all,
      context: .capturing(into: capture))
    assertEqual(status, 0)
    assertEqual(capture.standardOutput, "lint: 9 files, no layering violations\n")
    assertEqual(capture.standardError, "")
  }

  @Test func layeringOnlySkipsTheDocs() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    try Data("See `NoSuchType` in Sources/Nowhere.swift.\n".utf8)
      .write(to: fixture.root.appendingPathComponent("README.md"))
    let capture = OutputCapture()
    assertEqual(
      PatternsCommand.main(
        ["lint", "--root", fixture.root.path], patterns: PatternRegistry.all,
        context: .capturing(into: capture)), 1)
    let layering = OutputCapture()
    let status = PatternsCommand.main(
      ["lint", "--root", fixture.root.path, "--layering"], patterns: PatternRegistry.all,
      context: .capturing(into: layering))
    assertEqual(status, 0)
    assertEqual(layering.standardOutput, "lint: 9 files, no layering violations\n")
  }

  @Test func aRootWithoutSourcesIsAUsageError() throws {
    let fixture = try ReportFixtureTree(["Package.swift": ""])
    defer { fixture.remove() }
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["lint", "--root", fixture.root.path], patterns: PatternRegistry.all,
      context: .capturing(into: capture))
    assertEqual(status, 64)
    #expect(
      capture.standardError.hasPrefix("Error: No Sources folder in '\(fixture.tree.root.path)'\n"))
  }

  @Test func presentersInAFeatureFolderAreCheckedToo() throws {
    let fixture = try ReportFixtureTree([
      "Sources/MVP/Login/Presenters/LoginPresenter.swift": "import Theme\n",
      "Sources/MVC/Presenters/NotMVP.swift": "import HeadlessUI\n",
    ])
    defer { fixture.remove() }
    assertEqual(
      LayeringLinter.lint(fixture.tree, patterns: PatternRegistry.all).violations.map {
        "\($0.path):\($0.line) \($0.rule.id)"
      },
      [
        "Sources/MVP/Login/Presenters/LoginPresenter.swift:1 presenters-import-no-ui"
      ])
  }
}
