import Classroom
import Foundation
import Testing

/// The fixture exercises (`Fixtures/Exercises`: `greet`, for the pattern `fake`).
func fixtureCatalog() throws -> ExerciseCatalog {
  let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
  return try ExerciseCatalog(folder: folder.appendingPathComponent("Exercises"))
}

/// A checkout in a fresh temporary folder, with `committed` files as its last commit and
/// `dirty` paths reported as uncommitted (as `git status` would).
final class FakeTree: WorkingTree {
  let root: URL
  var committed: [String: Data]
  var dirty: Set<String> = []

  init(committed: [String: String]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("classroom-tests-\(UUID().uuidString)")
    self.committed = committed.mapValues { Data($0.utf8) }
    for (path, text) in committed { try write(text, to: path) }
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func uncommittedPaths(among paths: [String]) throws -> [String] {
    paths.filter { dirty.contains($0) }
  }

  func committedContents(of path: String) throws -> Data? { committed[path] }

  func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }
}
