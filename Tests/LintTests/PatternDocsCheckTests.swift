import Assertions
import Foundation
import Testing
import ToolTesting

@testable import Lint
@testable import SourceAnalysis

/// `patterns lint` holds a pattern's page, and a table's column headed by a module, to what
/// that module can see: its own sources and tests, and the modules they import.
struct PatternDocsCheckTests {
  static let sources: [String: String] = [
    "Package.swift": "",
    "Docs/.lint-allow": "dispatch(_:)\n",
    "Sources/Kit/Presenters/Presenter.swift": """
    import Base

    public final class Presenter {
      func signInAnswered(_ result: Int) {}
      var canSubmit: Bool { true }
      enum Step { case first, second(Int), third }
    }

    """,
    "Sources/Base/Widget.swift": "public class Widget { public func viewDidLoad() {} }\n",
    "Sources/Other/Other.swift": "func elsewhere() {}\nstruct Stranger {}\n",
    "Tests/KitTests/Support/SpyView.swift": "final class SpyView { func recorded() {} }\n",
  ]

  static func lint(_ docs: [String: String]) throws -> [String] {
    let fixture = try ReportFixtureTree(sources.merging(docs) { $1 })
    defer { fixture.remove() }
    return DocsLinter.lint(fixture.tree).findings.map(\.description)
  }

  @Test func aPatternPageNamesOnlyFilesAndMethodsItsModuleCanSee() throws {
    let findings = try Self.lint([
      "Docs/Patterns/Kit.md": """
      # Kit
      `Presenters/Presenter.swift` and `SpyView.swift`; not `Views/Missing.swift`.
      Views/*Controller.swift is a glob; Sources/Kit/Presenters/Presenter.swift a root path.
      `signInAnswered(_:)`, `viewDidLoad()` (imported), `.third`, `recorded()` are seen.
      `signInFinished(_:)` and `elsewhere()` are not; `dispatch(_:)` is allowed.
      ```swift
      stale(_:)  // fenced code is not checked
      ```

      """
    ])
    assertEqual(
      findings,
      [
        "Docs/Patterns/Kit.md:2: error: no file 'Views/Missing.swift' in Sources/Kit,"
          + " Tests/KitTests or what they import",
        "Docs/Patterns/Kit.md:5: error: 'signInFinished(_:)' is declared nowhere Kit can see"
          + " (Sources/Kit, Tests/KitTests and the modules they import)",
        "Docs/Patterns/Kit.md:5: error: 'elsewhere()' is declared nowhere Kit can see"
          + " (Sources/Kit, Tests/KitTests and the modules they import)",
      ])
  }

  @Test func aTableColumnHeadedByAModuleNamesOnlyWhatThatModuleCanSee() throws {
    let findings = try Self.lint([
      "Docs/Guide.md": """
      # Guide

      | concept | Kit | Other | why |
      | --- | --- | --- | --- |
      | submit | `canSubmit`, `Presenter.Step` | `elsewhere()` | `anything()` |
      | answer | `signInAnswered(_:)`, `Widget` | `Presenter`, `.first` | — |
      | stale | `elsewhere()` | `Stranger` | |

      | concept | Kit |
      | --- | --- |
      | event | `recorded()` |

      Out of a table, `Presenter` is only checked to exist.

      """
    ])
    assertEqual(
      findings,
      [
        "Docs/Guide.md:6: error: 'Presenter' is declared nowhere Other can see (Sources/Other,"
          + " Tests/OtherTests and the modules they import)",
        "Docs/Guide.md:6: error: '.first' is declared nowhere Other can see (Sources/Other,"
          + " Tests/OtherTests and the modules they import)",
        "Docs/Guide.md:7: error: 'elsewhere()' is declared nowhere Kit can see (Sources/Kit,"
          + " Tests/KitTests and the modules they import)",
      ])
  }

  @Test func casesListedOnOneLineAreEachDeclared() {
    var names = ModuleNames(folder: URL(fileURLWithPath: "/nonexistent"))
    names.add(source: "enum E { case a, b(Int, String), c }\nfunc f() {}\n// func ghost() {}\n")
    #expect(names.declared.isSuperset(of: ["E", "a", "b", "c", "f"]))
    #expect(!names.declared.contains("ghost"), "comments declare nothing")
  }
}
