import Assertions
import Foundation
import Testing

@testable import Scenarios

struct ScenarioLoaderTests {
  /// A fresh folder with the given files (relative path → text).
  func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenario-loader-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func aFolderIsSearchedRecursivelyInPathOrderAndNamedAsGiven() throws {
    let root = try folder([
      "b.scenario": "scenario: B\n  tap x\n",
      "a/c.scenario": "scenario: C\n  tap x\n",
      "notes.txt": "not a scenario",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try ScenarioLoader.load(paths: [root.path])
    assertEqual(result.faults, [])
    assertEqual(result.files.map(\.path), ["\(root.path)/a/c.scenario", "\(root.path)/b.scenario"])
    assertEqual(result.files.map { $0.scenarios.map(\.name) }, [["C"], ["B"]])
  }

  @Test func faultsOfEveryBrokenFileAreCollected() throws {
    let root = try folder([
      "one.scenario": "scenario: A\n  wait 1\n",
      "two.scenario": "scenario: B\n  tap\n",
      "three.scenario": "scenario: C\n  tap x\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try ScenarioLoader.load(paths: [
      root.appendingPathComponent("one.scenario").path, root.path,
    ])
    assertEqual(result.files.map(\.path), ["\(root.path)/three.scenario"])
    assertEqual(
      result.faults.map(\.location.file),
      [
        "\(root.path)/one.scenario", "\(root.path)/one.scenario", "\(root.path)/two.scenario",
      ])
  }

  @Test func aMissingPathIsAnError() {
    #expect(throws: ScenarioLoadError("no such file or folder: /nonexistent/x.scenario")) {
      try ScenarioLoader.load(paths: ["/nonexistent/x.scenario"])
    }
  }
}
