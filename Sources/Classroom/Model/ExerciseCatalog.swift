import Foundation

/// The exercises of a folder laid out as `Exercises/<id>/` (Docs/Classroom.md): each with
/// `exercise.json`, `task.md`, `scenarios/`, and `start/<Pattern>/` and `solution/<Pattern>/`
/// holding full files at their repository paths with `.txt` appended (so that neither the
/// compiler nor the lint reads them as the project's sources).
nonisolated public struct ExerciseCatalog: Sendable {
  /// The folder holding one subfolder per exercise.
  public let folder: URL
  /// The exercises, sorted by id.
  public let exercises: [Exercise]
  /// What this copy is when it is a student edition (no solutions, no mutants); nil in the
  /// teacher's copy.
  public let edition: ExerciseEdition?

  /// The exercises bundled with this module.
  public static func bundled() throws -> ExerciseCatalog {
    guard let folder = Bundle.module.url(forResource: "Exercises", withExtension: nil) else {
      throw ExerciseError("the bundled exercises are missing from the Classroom module")
    }
    return try ExerciseCatalog(folder: folder)
  }

  /// Reads every `<id>/exercise.json` under `folder`.
  public init(folder: URL) throws {
    self.folder = folder
    let manager = FileManager.default
    let ids = try manager.contentsOfDirectory(atPath: folder.path).sorted()
    var exercises: [Exercise] = []
    for id in ids {
      let base = folder.appendingPathComponent(id)
      let manifest = base.appendingPathComponent("exercise.json")
      guard manager.fileExists(atPath: manifest.path) else { continue }
      let decoded: Manifest
      do {
        decoded = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: manifest))
      } catch {
        throw ExerciseError("\(id)/exercise.json does not read as a manifest: \(error)")
      }
      guard decoded.id == id else {
        throw ExerciseError("\(id)/exercise.json names the id '\(decoded.id)'; use '\(id)'")
      }
      let task = (try? String(contentsOf: base.appendingPathComponent("task.md"), encoding: .utf8))
      exercises.append(
        Exercise(
          id: id, title: decoded.title, kind: decoded.kind, task: task ?? "",
          patterns: decoded.patterns))
    }
    self.exercises = exercises
    self.edition = try ExerciseEdition.load(from: folder)
  }

  /// The exercise `id`; throws listing the ids when there is none.
  public func exercise(_ id: String) throws -> Exercise {
    guard let found = exercises.first(where: { $0.id == id }) else {
      let known = exercises.map(\.id).joined(separator: ", ")
      throw ExerciseError("no exercise '\(id)'; the exercises are: \(known)")
    }
    return found
  }

  /// The setup of `exercise` for `pattern`; throws naming the patterns it has.
  public func setup(_ exercise: Exercise, pattern: String) throws -> PatternSetup {
    guard let setup = exercise.patterns[pattern] else {
      let known = exercise.patternNames.joined(separator: ", ")
      throw ExerciseError("'\(exercise.id)' is not for \(pattern); it is for: \(known)")
    }
    return setup
  }

  /// Which of an exercise's two file sets.
  public enum Side: String, Sendable {
    case start
    case solution
  }

  /// The bundled contents of `path` in `side` of `exercise` for `pattern`.
  public func contents(
    of path: String, _ side: Side, _ exercise: Exercise, pattern: String
  ) throws -> Data {
    let sideFolder = folder.appendingPathComponent(exercise.id)
      .appendingPathComponent(side.rawValue)
    // The pattern's own copy first, then the pool every pattern of the exercise shares
    // (`shared/`: a feature's Domain change, written once).
    for owner in [pattern, Self.sharedFolder] {
      let file = sideFolder.appendingPathComponent(owner).appendingPathComponent(path + ".txt")
      if let data = FileManager.default.contents(atPath: file.path) { return data }
    }
    throw ExerciseError("the \(side.rawValue) of '\(exercise.id)' for \(pattern) lacks \(path)")
  }

  /// The folder of `start/` and `solution/` holding files shared by every pattern of an
  /// exercise (a feature's Domain change): used when the pattern's own folder lacks a path.
  public static let sharedFolder = "shared"

  /// The bundled scenario file `name` of `exercise`.
  public func scenarioFile(_ name: String, of exercise: Exercise) -> URL {
    folder.appendingPathComponent(exercise.id).appendingPathComponent("scenarios")
      .appendingPathComponent(name)
  }

  /// `exercise.json` as written (the task text is `task.md`, apart).
  private struct Manifest: Decodable {
    var id: String
    var title: String
    var kind: Exercise.Kind
    var patterns: [String: PatternSetup]
  }
}

/// What went wrong with an exercise, said for the person at the terminal.
nonisolated public struct ExerciseError: Error, Equatable, CustomStringConvertible {
  /// The message.
  public let description: String

  /// Creates an error.
  public init(_ description: String) {
    self.description = description
  }
}
