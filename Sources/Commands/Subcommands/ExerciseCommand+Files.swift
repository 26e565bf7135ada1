import Classroom
import CommandLineKit
import Grading
import Scenarios

/// `patterns exercise start|solve|reset ID --pattern P`: writes the starting point, the
/// reference solution, or the original files.
struct ExerciseFileCommand: Command {
  /// Which of the three.
  enum Action: String {
    case start
    case solve
    case reset
  }

  let exercise: ExerciseCommand
  let action: Action

  var name: String { action.rawValue }
  var abstract: String {
    switch action {
    case .start: "Apply an exercise's starting point to the working tree."
    case .solve: "Write an exercise's reference solution (for teachers)."
    case .reset: "Restore the files an exercise changed, byte for byte."
    }
  }
  var discussion: String? {
    switch action {
    case .start:
      """
      Refuses, changing nothing, when a file it would touch has uncommitted changes: commit or
      stash them first. The original files are saved under .patterns/ for reset.
      """
    case .solve:
      """
      Refuses, changing nothing, when a file it would write has uncommitted changes other than
      the exercise's starting point (your work): commit or stash them, or pass --force to
      overwrite them. A student edition has no reference solutions (the teacher's copy has).
      """
    case .reset:
      "Restores the copies saved by start or solve, or else the files of the last commit."
    }
  }
  /// `--force` (solve): write the solution over uncommitted work.
  static let force = Flag(
    "--force", help: "Overwrite files with uncommitted changes (your work is lost).")
  var signature: CommandSignature {
    var signature = ExerciseCommand.exerciseAndPattern
    if action == .solve { signature.options += Self.force.declaredOptions }
    return signature
  }

  func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let catalog = try exercise.loadCatalog()
    let (item, pattern) = try exercise.resolve(arguments, catalog: catalog)
    let root = try ExerciseCommand.root(arguments, context: context)
    let workspace = ExerciseWorkspace(
      catalog: catalog, tree: GitWorkingTree(root: root, processes: exercise.processes))
    if action == .start, catalog.startIsCommitted(item.id, pattern: pattern) {
      context.print(
        "Nothing to do: " + ExerciseCatalog.startAlreadyCommitted(item.id, pattern: pattern) + ".")
      printNextSteps(item.id, pattern: pattern, context: context)
      return ExitStatus.success
    }
    let written: [String]
    do {
      switch action {
      case .start: written = try workspace.start(item.id, pattern: pattern)
      case .solve:
        let force = arguments[Self.force]
        written = try workspace.solve(item.id, pattern: pattern, force: force)
      case .reset: written = try workspace.reset(item.id, pattern: pattern)
      }
    } catch let error as ExerciseError {
      throw CommandFailure(error.description)
    }
    switch action {
    case .start:
      context.print("Started \(item.id) for \(pattern).")
      for path in written { context.print("  replaced \(path)") }
      if written.isEmpty { context.print("  (no file changed: the app as it is is the start)") }
      printNextSteps(item.id, pattern: pattern, context: context)
    case .solve:
      context.print("Wrote the reference solution of \(item.id) for \(pattern).")
      for path in written { context.print("  wrote \(path)") }
    case .reset:
      context.print("Restored the files of \(item.id) for \(pattern).")
      for path in written { context.print("  restored \(path)") }
    }
    return ExitStatus.success
  }

  private func printNextSteps(_ id: String, pattern: String, context: CommandContext) {
    context.print("Read the task: patterns exercise show \(id)")
    context.print("Check your work: patterns exercise check \(id) --pattern \(pattern)")
  }
}
