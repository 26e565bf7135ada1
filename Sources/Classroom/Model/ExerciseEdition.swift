import Foundation

/// What a student edition of the project is (Docs/Classroom.md, "Handing out a student
/// edition"): one repository per exercise and pattern, made by `patterns exercise edition`,
/// with that exercise's starting point committed and no reference solution or planted mutant.
///
/// Kept as `Exercises/edition.json` beside the exercises; the teacher's copy has none.
nonisolated public struct ExerciseEdition: Hashable, Sendable, Codable {
  /// The file name in the exercises' folder.
  public static let fileName = "edition.json"

  /// One exercise for one pattern.
  public struct Pair: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The exercise id.
    public var id: String
    /// The pattern name.
    public var pattern: String

    /// Creates a pair.
    public init(id: String, pattern: String) {
      self.id = id
      self.pattern = pattern
    }

    /// The name of its edition's repository: `search-debounce-mvp`.
    public var name: String { "\(id)-\(pattern)" }

    public var description: String { "\(id) for \(pattern)" }
  }

  /// The pairs whose starting point this checkout has committed (in an edition, its one).
  public var started: [Pair]

  /// The repository paths the teacher's reference solutions write, of every exercise,
  /// sorted: the docs name them (the change-cost tables), and an edition has none of them.
  public var solutionPaths: [String]

  /// Creates an edition record.
  public init(started: [Pair] = [], solutionPaths: [String] = []) {
    self.started = started
    self.solutionPaths = solutionPaths
  }

  private enum CodingKeys: String, CodingKey {
    case started, solutionPaths
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    started = try container.decodeIfPresent([Pair].self, forKey: .started) ?? []
    solutionPaths = try container.decodeIfPresent([String].self, forKey: .solutionPaths) ?? []
  }

  /// The record in `folder` (the exercises' folder), or nil in the teacher's copy. Throws when
  /// the file is there but does not read.
  public static func load(from folder: URL) throws -> ExerciseEdition? {
    let file = folder.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    do {
      return try JSONDecoder().decode(ExerciseEdition.self, from: data)
    } catch {
      throw ExerciseError("\(fileName) does not read as a student edition's record: \(error)")
    }
  }

  /// The record as `edition` writes it: sorted keys, two-space indent, a final newline.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}
