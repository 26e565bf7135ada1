import Foundation

/// The testability catalogue: the aligned mutants of a folder of `<id>.json` files (the
/// bundled `Sources/Classroom/Mutants/`, or held-out mutants written elsewhere), each read
/// and checked on its own, so that a fault names its file and what is wrong.
nonisolated public struct MutantCatalog: Sendable {
  /// The mutants, in the spec's order (`AlignedMutant.specOrder`).
  public let mutants: [AlignedMutant]

  /// The repository path of the bundled catalogue.
  public static let repositoryPath = "Sources/Classroom/Mutants"

  /// The mutants bundled with this module (none in a student edition, which leaves them out).
  ///
  /// - Throws: `ExerciseError` when the folder is missing from the build or a file is faulty.
  public static func bundled() throws -> MutantCatalog {
    guard let folder = Bundle.module.url(forResource: "Mutants", withExtension: nil) else {
      throw ExerciseError("the bundled mutants are missing from the Classroom module")
    }
    return try MutantCatalog(folder: folder)
  }

  /// The mutants of every `.json` file in `folder` (other files, such as a README, are not
  /// read), or of `folder` itself when it is one file.
  ///
  /// - Throws: `ExerciseError` naming the file and the fault.
  public init(folder: URL) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
      throw ExerciseError("no mutants at \(folder.path): no such file or folder")
    }
    let files =
      isFolder.boolValue
      ? try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
      : [folder]
    try self.init(mutants: files.map(Self.read))
  }

  /// A catalogue of `mutants`, checked.
  ///
  /// - Throws: `ExerciseError` when a mutant is faulty (`check`) or two share an id.
  public init(mutants: [AlignedMutant]) throws {
    var seen: Set<String> = []
    for mutant in mutants {
      try Self.check(mutant)
      guard seen.insert(mutant.id).inserted else {
        throw ExerciseError("two mutants are named '\(mutant.id)': rename one")
      }
    }
    self.mutants = mutants.sorted(by: AlignedMutant.specOrder)
  }

  /// The mutant `id`, or an error listing the ids.
  public func mutant(_ id: String) throws -> AlignedMutant {
    guard let found = mutants.first(where: { $0.id == id }) else {
      throw ExerciseError(
        "no mutant '\(id)'; the mutants are: " + mutants.map(\.id).joined(separator: ", "))
    }
    return found
  }

  /// Reads one mutant file, whose name must be its id.
  ///
  /// - Throws: `ExerciseError` starting with the file's name.
  public static func read(_ file: URL) throws -> AlignedMutant {
    let name = file.lastPathComponent
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ExerciseError("\(name): cannot be read")
    }
    let mutant: AlignedMutant
    do {
      mutant = try JSONDecoder().decode(AlignedMutant.self, from: data)
    } catch {
      throw ExerciseError("\(name): not a mutant: \(JSONFault.describe(error))")
    }
    let id = String(name.dropLast(".json".count))
    guard mutant.id == id else {
      throw ExerciseError("\(name): it names the id '\(mutant.id)'; use '\(id)'")
    }
    do {
      try check(mutant)
    } catch let error as ExerciseError {
      throw ExerciseError("\(name): \(error.description)")
    }
    return mutant
  }

  /// What a mutant must be: an id of lowercase words joined by hyphens, a rule naming a
  /// screen of the spec, one-line descriptions, and cuts that each replace a non-empty text
  /// of a Swift file under `Sources/` by another.
  static func check(_ mutant: AlignedMutant) throws {
    guard mutant.id.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil else {
      throw ExerciseError("the id '\(mutant.id)' is not lowercase words joined by hyphens")
    }
    guard AlignedMutant.screens.contains(mutant.screen) else {
      throw ExerciseError(
        "the rule '\(mutant.rule)' names no screen of the app spec: start it with "
          + AlignedMutant.screens.joined(separator: ", ") + " (as in 'Login 7')")
    }
    for (field, text) in [("spec", mutant.spec), ("mistake", mutant.mistake)] {
      guard !text.trimmingCharacters(in: .whitespaces).isEmpty, !text.contains("\n") else {
        throw ExerciseError("'\(field)' must be one line of text")
      }
    }
    guard !mutant.cuts.isEmpty else {
      throw ExerciseError("it has no cuts: add one per pattern under 'cuts'")
    }
    for (pattern, cut) in mutant.cuts.sorted(by: { $0.key < $1.key }) {
      let parts = cut.file.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.first == "Sources", parts.count > 2, cut.file.hasSuffix(".swift"),
        !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
      else {
        throw ExerciseError(
          "the cut for \(pattern) names '\(cut.file)', not a Swift file under Sources/")
      }
      guard !cut.replace.isEmpty, cut.replace != cut.with else {
        throw ExerciseError(
          "the cut for \(pattern) must replace a text by another ('replace' is "
            + (cut.replace.isEmpty ? "empty)" : "the same as 'with')"))
      }
    }
  }
}

/// A JSON decoding error, said in a line (the key or value at fault, and where).
nonisolated public enum JSONFault {
  /// `the field 'rule' is missing`, `a value of the wrong kind at 'cuts.mvp': …`.
  public static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return keys.isEmpty ? "" : " at '\(keys.joined(separator: "."))'"
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "the field '\(key.stringValue)' is missing\(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "a value of the wrong kind\(path(context)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return "it is not valid JSON\(path(context))"
    @unknown default:
      return "\(error)"
    }
  }
}
