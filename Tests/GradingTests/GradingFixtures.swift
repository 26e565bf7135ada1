import Classroom
import Foundation
import Testing

/// The fixture exercises (`Fixtures/Exercises`: `greet` and `greet-tests`, for `fake`).
func fixtureCatalog() throws -> ExerciseCatalog {
  let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
  return try ExerciseCatalog(folder: folder.appendingPathComponent("Exercises"))
}

/// A fresh temporary folder, removed when the value goes.
final class TemporaryFolder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("grading-tests-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `text` at `path` inside, making folders; returns its URL.
  @discardableResult
  func write(_ text: String, _ path: String) throws -> URL {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// The text at `path` inside, or nil.
  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}
