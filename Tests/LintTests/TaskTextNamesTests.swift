import Assertions
import Classroom
import Foundation
import Testing
import ToolTesting

@testable import Lint
@testable import SourceAnalysis

/// Every task text names only what exists: each back-quoted Swift name in a `task.md` (as the
/// docs lint reads names: `Type`, `Type.member`) is declared in the project with the starting
/// point applied, or in the reference solution; and one only the solution declares (the
/// student's to write) is never said to be there already.
nonisolated struct TaskTextNamesTests {
  /// The repository root, from this file's path.
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Words that say a name is there already, in the sentence that gives it.
  static var claimsItExists: Regex<Substring> {
    /\balready\b|\bexists?\b|\bships?\b|\bis given\b|\bgives you\b|\bnot yours\b|\bnone of (?:that|this|it) is yours\b/
  }

  /// What the names `task` gives: declared `atStart`, or only `withSolution` (then not said
  /// to be there already), or nowhere.
  static func findings(
    _ task: String, atStart: DeclarationIndex, withSolution: DeclarationIndex,
    modules: Set<String>, allowed: Set<String>
  ) -> [String] {
    var findings: [String] = []
    for reference in DocsReferences.references(in: task) {
      guard case .swiftName(let components) = reference.kind,
        let missing = DocsLinter.checkName(
          components, index: atStart, modules: modules, allowed: allowed)
      else { continue }
      if DocsLinter.checkName(components, index: withSolution, modules: modules, allowed: allowed)
        != nil
      {
        findings.append("line \(reference.line): \(missing)")
        continue
      }
      let claim = sentences(of: task).first {
        $0.contains("`\(reference.text)") && $0.firstMatch(of: claimsItExists) != nil
      }
      if let claim {
        findings.append(
          "line \(reference.line): `\(reference.text)` is said to be there already, but only "
            + "the reference solution declares it: \"\(claim)\"")
      }
    }
    return findings
  }

  /// `text`'s sentences: paragraphs and list items, cut after `.`, `!` or `?` and a space.
  static func sentences(of text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    var ended = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("- ") || trimmed.first?.isNumber == true {
        sentences.append(current)
        current = ""
      }
      for character in trimmed + " " {
        if ended, character == " " {
          sentences.append(current)
          current = ""
        }
        ended = ".!?".contains(character)
        current.append(character)
      }
    }
    sentences.append(current)
    return sentences.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  private func swiftTexts(under folder: URL, suffix: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }
      .map { DocsLinter.read(folder.appendingPathComponent($0)) }
  }

  @Test(BundledCatalog.teachersCopyOnly) func everyTaskTextNamesOnlyWhatExists() throws {
    let catalog = try ExerciseCatalog.bundled()
    var project = DeclarationIndex()
    var modules: Set<String> = []
    for folder in ["Sources", "Tests"] {
      let base = root.appendingPathComponent(folder)
      modules.formUnion(try FileManager.default.contentsOfDirectory(atPath: base.path))
      for text in swiftTexts(under: base, suffix: ".swift") { project.add(source: text) }
    }
    let allowed = DocsLinter.allowList(
      DocsLinter.read(root.appendingPathComponent(DocsLinter.allowListPath)))
    for exercise in catalog.exercises {
      let folder = catalog.folder.appendingPathComponent(exercise.id)
      var atStart = project
      for text in swiftTexts(under: folder.appendingPathComponent("start"), suffix: ".swift.txt") {
        atStart.add(source: text)
      }
      var withSolution = atStart
      for text in swiftTexts(
        under: folder.appendingPathComponent("solution"), suffix: ".swift.txt")
      {
        withSolution.add(source: text)
      }
      let found = Self.findings(
        exercise.task, atStart: atStart, withSolution: withSolution, modules: modules,
        allowed: allowed)
      #expect(found.isEmpty, "\(exercise.id)/task.md: \(found.joined(separator: "; "))")
    }
  }

  /// The check catches undo-delete's text as it was: Domain functions only the reference
  /// solution declares, said to be there already.
  @Test func aNameOnlyTheSolutionDeclaresMayNotBeSaidToExist() {
    let task = """
      The lesson is elsewhere. Domain already answers the business questions once for every
      pattern (`CatalogStore.deleteUndoably`, `CatalogStore.undo`), and `CatalogLayout` has
      the two widgets: none of that is yours to rewrite.

      - Name the window `ProductDeletion.undoWindow`; read with `CatalogStore.allProducts`.
      - Not `CatalogStore.vanish`.
      """
    var project = DeclarationIndex()
    project.add(
      source: """
        public protocol CatalogStore: AnyObject { func allProducts() throws -> [Product] }
        public final class CatalogLayout {}
        """)
    var solution = project
    solution.add(
      source: """
        public struct ProductDeletion { public static let undoWindow: Duration = .seconds(5) }
        extension CatalogStore {
          public func deleteUndoably(_ product: Product) throws -> ProductDeletion { fatal() }
          public func undo(_ deletion: ProductDeletion) throws -> UndoOutcome { fatal() }
        }
        """)
    let found = Self.findings(
      task, atStart: project, withSolution: solution, modules: [], allowed: [])
    assertEqual(found.count, 3)
    assertEqual(
      found.first?.hasPrefix(
        "line 2: `CatalogStore.deleteUndoably` is said to be there already, but only the "
          + "reference solution declares it: \"Domain already answers"), true)
    assertEqual(found.dropFirst().first?.hasPrefix("line 2: `CatalogStore.undo` is said"), true)
    assertEqual(
      found.last,
      "line 6: 'CatalogStore' has no member 'vanish' (in its body, extensions or supertypes)")
  }

  @Test func sentencesEndAtAFullStopAndAtEachParagraphOrListItem() {
    assertEqual(
      Self.sentences(of: "One `A.b`. Two\nstill two.\n\n- Three\n- Four. Five"),
      [
        "One `A.b`.", "Two still two.", "- Three", "- Four.", "Five",
      ])
  }
}
