import Classroom
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
    case .solve: "Overwrites the exercise's files with the reference solution."
    case .reset:
      "Restores the copies saved by start or solve, or else the files of the last commit."
    }
  }
  var signature: CommandSignature { ExerciseCommand.exerciseAndPattern }

  func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let catalog = try exercise.loadCatalog()
    let (item, pattern) = try exercise.resolve(arguments, catalog: catalog)
    let root = try ExerciseCommand.root(arguments, context: context)
    let workspace = ExerciseWorkspace(
      catalog: catalog, tree: GitWorkingTree(root: root, processes: exercise.processes))
    let written: [String]
    do {
      switch action {
      case .start: written = try workspace.start(item.id, pattern: pattern)
      case .solve: written = try workspace.solve(item.id, pattern: pattern)
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
      context.print("Read the task: patterns exercise show \(item.id)")
      context.print("Check your work: patterns exercise check \(item.id) --pattern \(pattern)")
    case .solve:
      context.print("Wrote the reference solution of \(item.id) for \(pattern).")
      for path in written { context.print("  wrote \(path)") }
    case .reset:
      context.print("Restored the files of \(item.id) for \(pattern).")
      for path in written { context.print("  restored \(path)") }
    }
    return ExitStatus.success
  }
}
