import Classroom
import CommandLineKit
import Foundation
import PatternModel
import Processes
import SourceAnalysis

/// `patterns exercise`: the classroom's exercises (Docs/Classroom.md), as a group of
/// `list`, `show`, `start`, `check`, `solve` and `reset`.
public struct ExerciseCommand: Command {
  /// The registered patterns (an exercise's pattern must be one of them).
  public var patterns: [PatternDescription]
  /// Where the exercises come from (`nil`: the bundled ones).
  public var catalog: ExerciseCatalog?
  /// Runs `git` and the checks.
  public var processes: any ProcessRunning
  /// The sandbox `check` runs in (nil: the best this machine allows).
  public var sandbox: (any SandboxRunning)?

  /// The group over `patterns`.
  public init(
    patterns: [PatternDescription], catalog: ExerciseCatalog? = nil,
    processes: any ProcessRunning = SystemProcesses(), sandbox: (any SandboxRunning)? = nil
  ) {
    self.patterns = patterns
    self.catalog = catalog
    self.processes = processes
    self.sandbox = sandbox
  }

  public let name = "exercise"
  public let abstract = "Classroom exercises: list, show, start, check, solve, reset, edition."
  public let discussion: String? = """
    A student starts an exercise for one pattern, works in the files it allows, and checks the
    work with one command. Teachers write the reference solution with solve, restore the
    original files with reset, and write student editions (no solutions, no mutants) with
    edition. See Docs/Classroom.md.
    """
  public var subcommands: [any Command] {
    [
      ExerciseListCommand(exercise: self), ExerciseShowCommand(exercise: self),
      ExerciseFileCommand(exercise: self, action: .start),
      ExerciseCheckCommand(exercise: self),
      ExerciseFileCommand(exercise: self, action: .solve),
      ExerciseFileCommand(exercise: self, action: .reset),
      ExerciseEditionCommand(exercise: self),
    ]
  }

  /// The exercises.
  func loadCatalog() throws -> ExerciseCatalog {
    do {
      return try catalog ?? ExerciseCatalog.bundled()
    } catch let error as ExerciseError {
      throw CommandFailure(error.description)
    }
  }

  /// `--pattern <pattern>`: the pattern to work in.
  static let pattern = Option<String>(
    "--pattern", short: "-p", valueName: "pattern",
    help: "The pattern to work in (see 'patterns list').")

  /// The signature of the commands on one exercise and pattern.
  static var exerciseAndPattern: CommandSignature {
    CommandSignature(
      arguments: [.init("id", help: "The exercise (see 'patterns exercise list').")],
      using: [pattern, SharedOptions.root])
  }

  /// The exercise, the pattern name and its setup named on the command line; usage errors
  /// for an unknown exercise, a missing or unknown pattern, or one the exercise is not for.
  func resolve(
    _ arguments: ParsedArguments, catalog: ExerciseCatalog
  ) throws -> (Exercise, String) {
    let id = arguments.positionals[0]
    guard let exercise = catalog.exercises.first(where: { $0.id == id }) else {
      throw UsageError.unknown("exercise", id, among: catalog.exercises.map(\.id))
    }
    guard let name = arguments[Self.pattern] else {
      throw UsageError(
        "Missing '--pattern <pattern>'; '\(id)' is for: "
          + exercise.patternNames.joined(separator: ", "))
    }
    _ = try RunCommand.resolve([name], among: patterns)
    guard exercise.patterns[name] != nil else {
      throw UsageError(
        "'\(id)' is not for \(name); it is for: " + exercise.patternNames.joined(separator: ", "))
    }
    return (exercise, name)
  }

  /// The package root: `--root`, or the nearest Package.swift up.
  static func root(_ arguments: ParsedArguments, context: CommandContext) throws -> URL {
    if let given = arguments[SharedOptions.root] { return context.url(for: given) }
    guard let found = SourceTree.locatePackageRoot(from: context.workingDirectory) else {
      throw UsageError("No Package.swift here or above; pass --root <dir>")
    }
    return found
  }
}
