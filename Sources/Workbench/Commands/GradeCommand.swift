import Classroom
import Foundation
import Grading
import Processes
import Scenarios

/// `patterns grade ID --pattern P SUBMISSION...`: grades a class's submissions of an
/// exercise, each built and checked on its own in a copy of the project with a time limit;
/// `--shard K/N` grades one slice and `--merge PART...` joins the slices (Docs/Classroom.md).
public struct GradeCommand: Command {
  /// The registered patterns.
  public var patterns: [PatternDescription]
  /// Where the exercises come from (`nil`: the bundled ones).
  public var catalog: ExerciseCatalog?
  /// Runs the copies, builds and checks.
  public var processes: any ProcessRunning

  /// The command over `patterns`.
  public init(
    patterns: [PatternDescription], catalog: ExerciseCatalog? = nil,
    processes: any ProcessRunning = SystemProcesses()
  ) {
    self.patterns = patterns
    self.catalog = catalog
    self.processes = processes
  }

  static let jobs = Option<Int>(
    "--jobs", short: "-j", valueName: "n",
    help: "Copies of the project graded side by side (default: 1).")
  static let timeout = Option<Int>(
    "--timeout", valueName: "seconds",
    help: "Seconds one submission's checks may take together (default: 300).")
  static let heldOut = Option<String>(
    "--scenarios", valueName: "dir",
    help: "Held-out .scenario files (a folder or one file): one more check.")
  static let shard = Option<String>(
    "--shard", valueName: "k/n",
    help: "Grade only the k-th of n slices of the submissions (by name).")
  static let merge = Option<String>(
    "--merge", valueName: "part", repeating: true,
    help: "Join JSON parts (files, or folders of them) into one report.")
  static let formats = ["text", "csv", "json", "html"]
  static let format = SharedOptions.format(formats)
  /// The default time limit, in seconds.
  static let defaultTimeout = 300

  public let name = "grade"
  public let abstract = "Grade a class's submissions of an exercise."
  public let discussion: String? = """
    Each submission is a folder: its files at paths the exercise lets students change replace
    the project's; other files are reported and ignored; symbolic links, absolute paths and
    paths with .. are refused. Each is built and checked (the exercise's checks, plus
    --scenarios) in a copy of the project with the starting point applied, within the time
    limit (each process gets what is left of it, and is killed with every process it started
    when it runs over), so one that does not build, crashes or hangs gets a row saying so.
    Rows are ranked best score first. Exits 0 when grading ran, whatever the grades.

    To fan a class out over a CI matrix, run 'patterns grade ID -p P --shard K/N
    --format json -o part-K.json SUBMISSION...' on N machines, then 'patterns grade --merge
    PARTS-FOLDER --format html'. Merging is an option of grade, not a command of its own,
    so that the report options (--format, --output) are the same for one machine and many.
    """
  public var signature: CommandSignature {
    CommandSignature(
      arguments: [
        .init("id", help: "The exercise (see 'patterns exercise list').", isOptional: true),
        .init(
          "submission", help: "A student's folder, named after the student.", isRepeating: true,
          isOptional: true),
      ],
      using: [
        ExerciseCommand.pattern, Self.jobs, Self.timeout, Self.heldOut, Self.shard, Self.merge,
        SharedOptions.reportOutput(Self.formats), SharedOptions.root,
      ])
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let parts = try arguments.values(Self.merge)
    let report =
      parts.isEmpty
      ? try gradeClass(arguments, context: context)
      : try mergeParts(parts, arguments, context: context)
    let text =
      switch arguments[Self.format] ?? "text" {
      case "csv": GradeCSV.render(report)
      case "json": GradeJSON.render(report)
      case "html": GradeHTML.render(report)
      default: GradeText.render(report, width: 100)
      }
    try SharedOptions.deliver(text, arguments, context: context)
    return ExitStatus.success
  }
}
