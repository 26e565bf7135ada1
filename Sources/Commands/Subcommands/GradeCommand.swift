import ClassGrading
import Classroom
import CommandLineKit
import Foundation
import Grading
import PatternModel
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
  /// The sandbox student code runs in (nil: the best `probe` finds, or none with
  /// `--no-sandbox`).
  public var sandbox: (any SandboxRunning)?
  /// Finds the best sandbox this machine allows.
  public var probe: @Sendable () -> any SandboxRunning

  /// The command over `patterns`.
  public init(
    patterns: [PatternDescription], catalog: ExerciseCatalog? = nil,
    sandbox: (any SandboxRunning)? = nil,
    probe: @escaping @Sendable () -> any SandboxRunning = { SandboxProbe.best() }
  ) {
    self.patterns = patterns
    self.catalog = catalog
    self.sandbox = sandbox
    self.probe = probe
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
  static let noSandbox = Flag(
    "--no-sandbox", help: "Grade without a sandbox: student code runs as you (reports say so).")
  static let resume = Flag(
    "--resume", help: "Finish an interrupted grading from its journal (see --journal).")
  static let journal = Option<String>(
    "--journal", valueName: "file",
    help: "Where each graded row is kept as it finishes (default: ID-PATTERN.grading.jsonl).")
  static let formats = ["text", "csv", "json", "html", "gradescope"]
  static let format = SharedOptions.format(formats)
  /// The default time limit, in seconds.
  static let defaultTimeout = 300

  public let name = "grade"
  public let abstract = "Grade a class's submissions of an exercise."
  public let discussion: String? = """
    Each submission is a folder: its .swift files at paths the exercise lets students change
    replace the project's; other files are reported and ignored; symbolic links, absolute
    paths, paths with .. and binary or oversized files are refused. A submission that changes
    nothing scores 0 (no work); one that calls what graded code may not (process exit,
    spawning, file access…, see Docs/Classroom.md) is refused. Each other is built and
    checked (the exercise's checks, plus --scenarios) over a clean copy of the project with
    the starting point applied, every process in a sandbox (no network, no file of yours, a
    private /tmp, limits) within the time limit, so one that does not build, crashes or
    hangs gets a row saying so. Verdicts come from reports the sandbox cannot write, never
    from an exit status. Rows are ranked best score first. Exits 0 when grading ran,
    whatever the grades; 1 when it could not run (no sandbox without --no-sandbox, say).

    Each row is kept in a journal as it finishes; after Ctrl-C (which stops every build and
    removes the copies), run the same command with --resume to grade the rest.

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
        Self.noSandbox, Self.resume, Self.journal, SharedOptions.reportOutput(Self.formats),
        SharedOptions.root,
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
      case "gradescope": try Self.gradescope(report)
      default: GradeText.render(report, width: 100)
      }
    try SharedOptions.deliver(text, arguments, context: context)
    return ExitStatus.success
  }

  /// Gradescope's `results.json` for the one submission Gradescope grades at a time.
  static func gradescope(_ report: GradeReport) throws -> String {
    guard report.rows.count == 1, let row = report.rows.first else {
      throw UsageError(
        "--format gradescope grades one submission (Gradescope runs one per container); "
          + "got \(report.rows.count)")
    }
    return GradescopeResults.render(
      tests: row.report.externalChecks, score: Double(row.score),
      output: "Sandbox: \(report.isolation)", executionSeconds: row.seconds)
  }
}
