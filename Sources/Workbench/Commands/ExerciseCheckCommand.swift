import Classroom
import Grading
import Scenarios

/// `patterns exercise check ID --pattern P`: runs the exercise's checks on the working tree.
struct ExerciseCheckCommand: Command {
  let exercise: ExerciseCommand

  let name = "check"
  let abstract = "Run an exercise's checks on the working tree and score them."
  let discussion: String? = """
    Builds with swift build, then runs the exercise's scenarios, the regression suite, the
    lint and the unit-test filters the exercise names, each as its own process. For a "write
    the tests" exercise it builds the tests too, runs the student's suite on the real code,
    then once per planted mutant put in place of the file under test (the real file is always
    put back). Prints what passed, what failed and why, the mutants killed, and a score (the
    share of checks passed). Exits 0 only when every check passes.
    """
  var signature: CommandSignature { ExerciseCommand.exerciseAndPattern }

  func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let catalog = try exercise.loadCatalog()
    let (item, pattern) = try exercise.resolve(arguments, catalog: catalog)
    let root = try ExerciseCommand.root(arguments, context: context)
    let steps = try CheckStep.plan(
      item, pattern: pattern, catalog: catalog, bundledSuite: ScenarioLoader.bundledSuiteURL)
    let checker = ExerciseChecker(
      root: root, processes: exercise.processes,
      progress: { context.printError("checking: \($0)…") })
    let report: CheckReport
    do {
      report = try checker.check(steps, exercise: item.id, pattern: pattern)
    } catch let error as ExerciseError {
      throw CommandFailure(error.description)
    }
    context.writeOutput(report.text)
    return report.allPassed ? ExitStatus.success : ExitStatus.failure
  }
}
