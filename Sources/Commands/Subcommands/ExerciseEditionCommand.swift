import Classroom
import CommandLineKit
import Foundation

/// `patterns exercise edition --output DIR [ID ...] [--pattern P ...]`: writes a student
/// edition of the project per exercise and pattern (Docs/Classroom.md, "Handing out a student
/// edition"), a fresh git repository each, for a teacher to hand out.
struct ExerciseEditionCommand: Command {
  let exercise: ExerciseCommand

  let name = "edition"
  let abstract = "Write student editions: no solutions, no mutants, the start committed."
  let discussion: String? = """
    Writes one git repository per exercise and pattern under the output folder, named
    ID-PATTERN: the tracked files of this checkout's last commit, with
    that exercise's starting point applied, in one commit on main. Left out: every other
    exercise, the exercise's reference solutions and planted mutants, and .github/workflows.
    Without an id, every exercise; without --pattern, every pattern each applies to. grade
    keeps using this checkout, which has everything. Push each repository as the template of
    one GitHub Classroom assignment.
    """

  /// `--output DIR`: the folder the editions are written under.
  static let output = Option<String>(
    "--output", short: "-o", valueName: "dir",
    help: "The folder to write the editions under (each in a new subfolder ID-PATTERN).")
  /// `--pattern P`, repeatable: the patterns to write editions for.
  static let patterns = Option<String>(
    "--pattern", short: "-p", valueName: "pattern", repeating: true,
    help: "A pattern to write editions for (repeatable; default: every pattern).")
  var signature: CommandSignature {
    CommandSignature(
      arguments: [
        .init(
          "id", help: "An exercise (default: every exercise).", isRepeating: true,
          isOptional: true)
      ],
      using: [Self.output, Self.patterns, SharedOptions.root])
  }

  func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let catalog = try exercise.loadCatalog()
    guard catalog.edition == nil else {
      throw CommandFailure(
        "this checkout is a student edition already: write editions from the teacher's copy")
    }
    guard let output = arguments[Self.output] else {
      throw UsageError("Missing '--output <dir>': the folder to write the editions under")
    }
    let pairs = try Self.pairs(
      ids: arguments.positionals, patterns: try arguments.values(Self.patterns), in: catalog)
    let root = try ExerciseCommand.root(arguments, context: context)
    let folder = context.url(for: output)
    let writer = StudentEdition(source: root, processes: exercise.processes)
    for pair in pairs {
      let written: StudentEdition.Written
      do {
        written = try writer.write(pair, to: folder.appendingPathComponent(pair.name))
      } catch let error as ExerciseError {
        throw CommandFailure("\(pair): \(error.description)")
      }
      context.print(
        "Wrote \(written.folder.path): \(pair) (from \(written.sourceCommit.prefix(12)))")
      for path in written.started { context.print("  start committed: \(path)") }
      if written.started.isEmpty { context.print("  start committed: the app as it is") }
      context.print("  left out: " + Self.summary(of: written.leftOut, keeping: pair.id))
    }
    context.print(
      "\(pairs.count) edition\(pairs.count == 1 ? "" : "s"). Keep this checkout for grading: "
        + "it has the solutions and the mutants.")
    return ExitStatus.success
  }

  /// The left-out paths in a line: the exercise's own folders by path, the other exercises
  /// counted, the rest by path.
  static func summary(of leftOut: [String], keeping id: String) -> String {
    let exercises = StudentEdition.exercisesPath + "/"
    let others = leftOut.filter { $0.hasPrefix(exercises) && !$0.hasPrefix(exercises + id + "/") }
    let rest = leftOut.filter { !others.contains($0) }
    let counted =
      others.isEmpty ? [] : ["\(others.count) other exercise\(others.count == 1 ? "" : "s")"]
    return (rest + counted).joined(separator: ", ")
  }

  /// The exercise and pattern pairs named: each id (all when none) with each pattern given
  /// that it applies to (all when none). Usage errors name what is unknown or empty.
  static func pairs(
    ids: [String], patterns: [String], in catalog: ExerciseCatalog
  ) throws -> [ExerciseEdition.Pair] {
    let known = catalog.exercises.map(\.id)
    if let unknown = ids.first(where: { !known.contains($0) }) {
      throw UsageError.unknown("exercise", unknown, among: known)
    }
    let chosen = ids.isEmpty ? catalog.exercises : catalog.exercises.filter { ids.contains($0.id) }
    let pairs = chosen.flatMap { item in
      item.patternNames.filter { patterns.isEmpty || patterns.contains($0) }.map {
        ExerciseEdition.Pair(id: item.id, pattern: $0)
      }
    }
    guard !pairs.isEmpty else {
      throw UsageError(
        "No exercise of those applies to " + patterns.joined(separator: ", ")
          + "; 'patterns exercise list' shows each one's patterns")
    }
    return pairs
  }
}
