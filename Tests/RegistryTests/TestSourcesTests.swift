import Assertions
import Foundation
import Testing

/// Rules for the project's own test sources.
struct TestSourcesTests {
  /// A test type is a suite without `@Suite`: the attribute's macro costs more to compile
  /// than the tests it marks (removing the 224 bare ones cut the test targets' compilation by
  /// about a third; Docs/Performance.md, "Fast loops"). `@Suite(…)` with traits or a name is
  /// fine. The classroom's exercise files follow the same rule, as they are cut from these.
  @Test func noTestTypeCarriesABareSuiteAttribute() throws {
    let root = RegistryTests.packageRoot
    var found: [String] = []
    for folder in ["Tests", "Sources/Classroom/Exercises"] {
      let base = root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
      for file in files.sorted() where file.hasSuffix(".swift") || file.hasSuffix(".swift.txt") {
        let text = try String(
          contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        where line.drop(while: { $0 == " " }).hasPrefix("@Suite ") {
          found.append("\(folder)/\(file):\(index + 1): \(line.drop(while: { $0 == " " }))")
        }
      }
    }
    assertEqual(found, [], "drop the bare @Suite (a type with @Test functions is a suite)")
  }
}
