import Assertions
import Foundation
import Registry
import Testing

@testable import PatternModel
@testable import SourceAnalysis

/// The registry is the one place that names patterns: its descriptions match the source tree,
/// and the tool's code names no pattern and no role folder.
struct RegistryTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyRegisteredPatternHasAUniqueLowercaseName() {
    let names = PatternRegistry.all.map(\.name)
    assertEqual(Set(names).count, names.count)
    #expect(names.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty && $0 != "all" })
  }

  @Test func everyDescribedModuleAndRoleFolderExists() {
    let tree = SourceTree(root: Self.packageRoot)
    for pattern in PatternRegistry.all {
      #expect(tree.hasModule(pattern.module), "no Sources/\(pattern.module)")
      let folders = Set(
        tree.swiftFiles(inModule: pattern.module).flatMap { $0.split(separator: "/").dropLast() }
          .map(String.init))
      for role in pattern.roles {
        #expect(folders.contains(role.folder), "no \(pattern.module)/\(role.folder)/")
      }
      assertEqual(pattern.entryPoint, "\(pattern.module)App.makeWindow")
    }
  }

  @Test func theToolsCodeNamesNoPatternAndNoRoleFolder() throws {
    let tree = SourceTree(root: Self.packageRoot)
    var names = Set(PatternRegistry.all.flatMap { [$0.name, $0.module, $0.module + "App"] })
    names.formUnion(PatternRegistry.all.flatMap(\.roles).map(\.folder))
    var found: [String] = []
    let modules = ["PatternModel"] + ProjectModules.tool
    var filesRead = 0
    for module in modules {
      for file in tree.swiftFiles(inModule: module) {
        filesRead += 1
        let lines = tree.read(module: module, file: file).split(
          separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
          // Code only: doc comments may give examples.
          let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
          let words = code.split { !($0.isLetter || $0.isNumber) }.map(String.init)
          for word in words where names.contains(word) {
            found.append("\(module)/\(file):\(number + 1): \(word)")
          }
        }
      }
    }
    #expect(modules.allSatisfy(tree.hasModule), "a tool module moved: update ProjectModules.tool")
    #expect(filesRead > 100)
    assertEqual(found, [])
  }
}
