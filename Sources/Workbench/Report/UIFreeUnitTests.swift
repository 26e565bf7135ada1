import Foundation

/// A pattern's UI-free unit tests: the test files of `Tests/<Module>Tests` that import no UI
/// module (`UIModules`). What they reach is the report's answer to "how much of this
/// pattern can be tested without a screen?" (`uiFreeByUnitTests`).
public enum UIFreeUnitTests {
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
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var names: Set<String> = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift"),
        let source = try? String(
          contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
      else { continue }
      let lines = SwiftSourceScanner.scan(source)
      let code = lines.map(\.code)
      let imports = Set(ImportFinder.imports(inCodeLines: code).map(\.module))
      let joined = code.joined(separator: "\n")
      guard imports.isDisjoint(with: uiModules), joined.contains("@Test")
      else { continue }
      names.formUnion(TypeDeclarationFinder.concreteTypeNames(in: joined))
    }
    return names.sorted()
  }
}
