import Foundation
import PatternModel
import SourceAnalysis

/// A pattern's UI-free unit tests: the test files of `Tests/<Module>Tests` that import no UI
/// module (`UIModules`). What they reach is the report's answer to "how much of this
/// pattern can be tested without a screen?" (`uiFreeByUnitTests`).
nonisolated public enum UIFreeUnitTests {
  /// A `swift test --filter` that selects the test types declared in the pattern's UI-free
  /// test files (`^MVPTests\.(CatalogPresenterTests|LoginPresenterTests)/`), or nil when no
  /// such file holds a test.
  public static func filter(for pattern: PatternDescription, root: URL) -> String? {
    let names = testTypeNames(
      in: root.appendingPathComponent("Tests/\(pattern.testTarget)"),
      uiModules: pattern.uiModuleNames)
    guard !names.isEmpty else { return nil }
    return "^\(pattern.testTarget)\\.(\(names.joined(separator: "|")))/"
  }

  /// The types declared in the folder's Swift files that hold a `@Test` and import no UI
  /// framework, sorted.
  static func testTypeNames(in folder: URL, uiModules: Set<String> = UIModules.names)
    -> [String]
  {
    var names: Set<String> = []
    for file in testFiles(in: folder, uiModules: uiModules) where file.isUIFree && file.tests > 0 {
      names.formUnion(TypeDeclarationFinder.concreteTypeNames(in: file.code))
    }
    return names.sorted()
  }

  /// How many `@Test` functions the pattern's unit tests declare, and how many of them are
  /// in UI-free test files (a parameterised test counts once).
  public static func counts(for pattern: PatternDescription, root: URL) -> UnitTestCount {
    let files = testFiles(
      in: root.appendingPathComponent("Tests/\(pattern.testTarget)"),
      uiModules: pattern.uiModuleNames)
    return UnitTestCount(
      all: files.map(\.tests).reduce(0, +),
      uiFree: files.filter(\.isUIFree).map(\.tests).reduce(0, +))
  }

  /// The Swift files of a test folder: their code (comments and strings' text left out),
  /// whether they import no UI module, and how many `@Test`s they declare.
  static func testFiles(in folder: URL, uiModules: Set<String>)
    -> [(code: String, isUIFree: Bool, tests: Int)]
  {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [(code: String, isUIFree: Bool, tests: Int)] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift"),
        let source = try? String(
          contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
      else { continue }
      let code = SwiftSourceScanner.scan(source).map(\.code)
      let imports = Set(ImportFinder.imports(inCodeLines: code).map(\.module))
      let joined = code.joined(separator: "\n")
      files.append(
        (joined, imports.isDisjoint(with: uiModules), joined.matches(of: /@Test\b/).count))
    }
    return files
  }
}

/// A pattern's unit tests, counted: all of them, and those in UI-free files.
nonisolated public struct UnitTestCount: Equatable, Sendable {
  /// Every `@Test` of the pattern's test target.
  public var all: Int
  /// Those in files that import no UI module.
  public var uiFree: Int

  /// A count.
  public init(all: Int, uiFree: Int) {
    self.all = all
    self.uiFree = uiFree
  }
}
