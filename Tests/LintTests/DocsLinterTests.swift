import Assertions
import Classroom
import Foundation
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands
@testable import Lint
@testable import SourceAnalysis

/// `patterns lint` on the docs: paths, links, anchors and back-quoted Swift names that do not
/// exist are reported as `FILE:LINE: error: …`; what is skipped by rule is never reported.
struct DocsLinterTests {
  static func tree(doc: String, allow: String = "") throws -> ReportFixtureTree {
    try ReportFixtureTree([
      "Package.swift": "",
      "README.md": "See [the guide](Docs/Guide.md) and `Sources/Kit/Query.swift`.\n",
      "Docs/Guide.md": doc,
      "Docs/.lint-allow": allow,
      "Scripts/go.sh": "",
      "Sources/Kit/Query.swift": """
      public struct Query: Equatable {
        public static let searchDelay = 1
        public enum Mode { case add, edit(Int) }
        func run() {}
      }
      extension Query { var summary: String { "" } }
      public class Screen: Base {}
      public class Base { func viewDidLoad() {} }
      public typealias Alias = Query

      """,
      "Tests/KitTests/QueryTests.swift": "struct QueryTests {}\n",
    ])
  }

  @Test func aPlantedWrongPathAndUnknownTypeAreCaughtWithFileAndLine() throws {
    let fixture = try Self.tree(
      doc: """
        # Guide

        ## Usage
        Run `Scripts/go.sh`, then read Sources/Kit/Qery.swift.
        `Query`, `Query.searchDelay`, `Query.Mode.edit` and `QueryPlanner` are here.
        `Query.searchDebounce` is not, nor `Planner<Query>`.
        Back to [the readme](../README.md#nowhere).

        """)
    defer { fixture.remove() }
    let result = DocsLinter.lint(fixture.tree)
    assertEqual(
      result.findings.map(\.description),
      [
        "Docs/Guide.md:4: error: no such file or folder 'Sources/Kit/Qery.swift' in the package",
        "Docs/Guide.md:5: error: unknown type 'QueryPlanner' (declared nowhere under Sources/ or"
          + " Tests/; an Apple or RxSwift name with no clone belongs in Docs/.lint-allow)",
        "Docs/Guide.md:6: error: 'Query' has no member 'searchDebounce' (in its body,"
          + " extensions or supertypes)",
        "Docs/Guide.md:6: error: unknown type 'Planner' (declared nowhere under Sources/ or"
          + " Tests/; an Apple or RxSwift name with no clone belongs in Docs/.lint-allow)",
        "Docs/Guide.md:7: error: no heading for '#nowhere' in '../README.md'",
      ])
    assertEqual(result.summary, "docs: 5 broken references in 2 files")
  }

  @Test func aFileAnExercisesSolutionAddsIsNamedWithoutError() throws {
    let fixture = try Self.tree(
      doc: "Stock adds Sources/Kit/Stock.swift, not Sources/Kit/Stocks.swift.\n")
    defer { fixture.remove() }
    let copy = fixture.root.appendingPathComponent(
      "Sources/Classroom/Exercises/stock/solution/shared/Sources/Kit/Stock.swift.txt")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: copy)
    assertEqual(
      DocsLinter.lint(fixture.tree).findings.map(\.description),
      [
        "Docs/Guide.md:1: error: no such file or folder 'Sources/Kit/Stocks.swift' in the package"
      ])
  }

  @Test func inAStudentEditionTheFilesItsRecordListsAreNamedWithoutError() throws {
    let fixture = try Self.tree(
      doc: "Stock adds Sources/Kit/Stock.swift, not Sources/Kit/Stocks.swift.\n")
    defer { fixture.remove() }
    let record = fixture.root.appendingPathComponent(
      "Sources/Classroom/Exercises/edition.json")
    try FileManager.default.createDirectory(
      at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
    try ExerciseEdition(solutionPaths: ["Sources/Kit/Stock.swift"]).encoded().write(to: record)
    assertEqual(
      DocsLinter.lint(fixture.tree).findings.map(\.description),
      [
        "Docs/Guide.md:1: error: no such file or folder 'Sources/Kit/Stocks.swift' in the package"
      ])
  }

  @Test func theLintCommandPrintsDocFindingsAndExitsOne() throws {
    let fixture = try Self.tree(doc: "[gone](Missing.md)\n")
    defer { fixture.remove() }
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["lint", "--root", fixture.root.path], patterns: [],
      context: .capturing(into: capture))
    assertEqual(status, 1)
    assertEqual(
      capture.standardOutput,
      "Docs/Guide.md:1: error: link target 'Missing.md' does not exist"
        + " (resolves to 'Docs/Missing.md')\n")
    #expect(capture.standardError.hasSuffix("docs: 1 broken reference in 2 files\n"))
  }

  @Test func membersComeFromExtensionsSupertypesAndAliases() throws {
    let fixture = try Self.tree(
      doc: """
        `Query.summary`, `Query.run()`, `Screen.viewDidLoad`, `Alias.searchDelay`,
        `Query.init`, `QueryTests`, `Kit`, `KitTests`, `Kit.Query`, `Alias<Int>`.

        """)
    defer { fixture.remove() }
    assertEqual(DocsLinter.lint(fixture.tree).findings, [])
  }

  @Test func placeholdersCommandsFileNamesAndAllowedNamesAreNotChecked() throws {
    let fixture = try Self.tree(
      doc: """
        `Sources/<Module>/<Concern>/`, Tests/*Tests, `Docs/{A,B}.md`, Sources/…
        `swift test`, `rx.items`, `URL`, `Package.swift`, `README.md`, `.add`, `Error: …`
        `UIApplication.shared`, `XCTestCase`, [site](https://example.com), [top](#guide)
        ```swift
        let planner = QueryPlanner()   // names in code blocks are not checked
        ```

        """,
      allow: "# Apple names with no clone\nUIApplication\nXCTestCase  # tests\n")
    defer { fixture.remove() }
    let result = DocsLinter.lint(fixture.tree)
    assertEqual(result.findings, [])
    #expect(result.summary.hasPrefix("docs: 2 files, "))
  }

  /// The repository's own docs, except those being rewritten on other branches (empty this
  /// list once they land: CI's `patterns lint` checks every doc).
  nonisolated static let inFlight: Set<String> = [
    "Docs/Patterns/MVVM.md", "Docs/HeadlessUI.md", "Docs/Reactive.md", "Docs/Runner.md",
    "Docs/Architecture.md",
  ]

  /// Three seconds of reading, off the main actor: in this target's default isolation a
  /// `nonisolated` test function still runs there (its `@Test` thunk is the main actor's), so
  /// the test is `@concurrent`.
  @Test @concurrent func theRepositorysDocsNameOnlyWhatExists() async {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let findings = DocsLinter.lint(SourceTree(root: root)).findings
      .filter { !Self.inFlight.contains($0.path) }
    assertEqual(findings.map(\.description), [])
  }
}
