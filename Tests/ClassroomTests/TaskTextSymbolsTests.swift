import Classroom
import Foundation
import Testing

/// Every task text names only what exists: each Swift symbol in its code spans is declared in
/// the project (with the starting point) or in the reference solution, and one that only the
/// solution declares (the student's to write) is never said to be there already.
@Suite struct TaskTextSymbolsTests {
  /// The repository root, from this file's path.
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The texts of every `.swift` file under `folders` of the repository, and of every bundled
  /// `<path>.swift.txt` under `side` of `exercise` (`start`, `solution`).
  private func texts(under folder: URL, suffix: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }
      .compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
  }

  /// The project's sources and tests, but for this file (whose fixtures declare what the
  /// bundled solutions do).
  private func project() -> [String] {
    let this = try? String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    return ["Sources", "Tests"].flatMap {
      texts(under: root.appendingPathComponent($0), suffix: ".swift")
    }.filter { $0 != this }
  }

  /// The package's modules: the folders of `Sources/` and `Tests/`.
  private func modules() -> Set<String> {
    Set(
      ["Sources", "Tests"].flatMap {
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent($0).path))
          ?? []
      })
  }

  /// What is wrong with the symbols `task` names, given what the student finds at the start
  /// and what the reference solution adds.
  private func findings(
    _ task: String, atStart: SwiftDeclarations, inSolution: SwiftDeclarations
  ) -> [String] {
    TaskTextSymbols.mentions(in: task).compactMap { mention in
      if atStart.declares(mention) { return nil }
      guard inSolution.declares(mention) else {
        return "`\(mention.text)` is declared nowhere (project, starting point, solution)"
      }
      guard mention.sentence.firstMatch(of: TaskTextSymbols.claimsItExists) == nil else {
        return "`\(mention.text)` is said to be there already, but only the reference solution "
          + "declares it: \"\(mention.sentence)\""
      }
      return nil
    }
  }

  @Test(BundledCatalog.teachersCopyOnly) func everyTaskTextNamesOnlyWhatExists() throws {
    let catalog = try ExerciseCatalog.bundled()
    let project = project()
    let modules = modules()
    for exercise in catalog.exercises {
      let folder = catalog.folder.appendingPathComponent(exercise.id)
      let start = SwiftDeclarations(
        project + texts(under: folder.appendingPathComponent("start"), suffix: ".swift.txt"),
        modules: modules)
      let solution = SwiftDeclarations(
        texts(under: folder.appendingPathComponent("solution"), suffix: ".swift.txt"),
        modules: modules)
      let found = findings(exercise.task, atStart: start, inSolution: solution)
      #expect(found.isEmpty, "\(exercise.id)/task.md: \(found.joined(separator: "; "))")
    }
  }

  /// The check catches undo-delete's text as it was: Domain functions that only the reference
  /// solution declares, said to be there already.
  @Test func aSymbolOnlyTheSolutionDeclaresMayNotBeSaidToExist() {
    let task = """
      The lesson is elsewhere. Domain already answers the business questions once for every
      pattern (`CatalogStore.deleteUndoably(_:)`, `CatalogStore.undo(_:)`), and
      `CatalogLayout` has the two widgets (`showNotice(_:)`): none of that is yours to rewrite.

      - Make the delete use `deleteUndoably(_:)`; then call `CatalogStore.allProducts()`.
      - Name the window `ProductDeletion.undoWindow`, or `CatalogStore.vanish(_:)`.
      """
    let project = SwiftDeclarations([
      """
      public protocol CatalogStore: AnyObject {
        func allProducts() throws -> [Product]
        func delete(_ id: ProductID) throws
      }
      """,
      "public final class CatalogLayout { public func show(_ rows: [Row]) {} }",
    ])
    let solution = SwiftDeclarations([
      """
      public struct ProductDeletion { public static let undoWindow: Duration = .seconds(5) }
      extension CatalogStore {
        public func deleteUndoably(_ product: Product) throws -> ProductDeletion { fatal() }
        public func undo(_ deletion: ProductDeletion) throws -> UndoOutcome { fatal() }
      }
      """,
      "extension CatalogLayout { public func showNotice(_ notice: String?) {} }",
    ])
    let found = findings(task, atStart: project, inSolution: solution).map {
      String($0.prefix { $0 != ":" })
    }
    #expect(
      found == [
        "`CatalogStore.deleteUndoably(_", "`CatalogStore.undo(_", "`showNotice(_",
        "`CatalogStore.vanish(_",
      ])
  }

  @Test func mentionsAreTheCodeSpansThatLookLikeSwiftSymbols() {
    let mentions = TaskTextSymbols.mentions(
      in: """
        Use `Strings.Catalog`, `apply(to:)`, `.addProduct(name:price:_:)` and `TestStore`; not
        `login.email`, `notice`, `swift test --filter X` or `EXERCISE`.

        ```swift
        let ignored = `Fenced.code()`
        ```
        """)
    #expect(
      mentions.map(\.text) == [
        "Strings.Catalog", "apply(to:)", ".addProduct(name:price:_:)", "TestStore",
      ])
    #expect(mentions[1].labels == ["to"] && mentions[1].type == nil)
    #expect(mentions[2].member == "addProduct" && mentions[2].labels == ["name", "price", "_"])
  }

  @Test func declarationsKnowLabelsOfFunctionsAndCases() {
    let declarations = SwiftDeclarations(
      [
        """
        enum ProductAction {
          case addProduct(name: String, price: Price, Int)
          case deleteAnswered, saveAnswered
        }
        """,
        """
        extension Store { func send(_ action: Action, animated flag: Bool = true) {} }
        final class Observable<Element>: ObservableType {}
        extension ObservableType { static func `do`(onNext: Int) {} }
        """,
      ], modules: ["MVPTests"])
    func mention(_ type: String?, _ member: String?, _ labels: [String]?) -> Bool {
      declarations.declares(
        .init(type: type, member: member, labels: labels, text: "", sentence: ""))
    }
    #expect(mention(nil, "addProduct", ["name", "price", "_"]))
    #expect(!mention(nil, "addProduct", ["name", "price"]))
    #expect(mention("ProductAction", "saveAnswered", nil))
    #expect(mention("Store", "send", ["_", "animated"]) && mention("Store", "send", ["_"]))
    #expect(!mention("Store", "send", ["animated"]))
    #expect(mention("Observable", "do", ["onNext"]))
    #expect(mention("MVPTests", "Store", nil) && !mention("MVPTests", "Gone", nil))
    #expect(!mention("ProductAction", "send", nil))
    #expect(mention("ProductAction", nil, nil) && !mention("Missing", nil, nil))
  }
}
