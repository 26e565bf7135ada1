import Foundation

/// Which exercise a checkout has started: `.patterns/exercise.json` (git-ignored).
nonisolated public struct ExerciseState: Hashable, Sendable, Codable {
  /// The folder, relative to the root, where the classroom keeps its state.
  public static let folder = ".patterns"

  /// The exercise id.
  public var id: String
  /// The pattern it was started for.
  public var pattern: String

  /// Creates a state.
  public init(id: String, pattern: String) {
    self.id = id
    self.pattern = pattern
  }

  private static func file(in root: URL) -> URL {
    root.appendingPathComponent(folder).appendingPathComponent("exercise.json")
  }

  /// The state saved under `root`, if any.
  public static func load(from root: URL) -> ExerciseState? {
    guard let data = FileManager.default.contents(atPath: file(in: root).path) else { return nil }
    return try? JSONDecoder().decode(ExerciseState.self, from: data)
  }

  /// Saves it under `root`.
  public func save(in root: URL) throws {
    let url = Self.file(in: root)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: url)
  }

  /// Forgets the state saved under `root`.
  public static func remove(from root: URL) {
    try? FileManager.default.removeItem(at: file(in: root))
  }
}
