import ClassGrading
import Classroom
import CodeScan
import CommandLineKit
import Foundation
import Grading
import Lint
import Processes
import Scenarios
import SourceAnalysis

/// `patterns exercise check ID --pattern P`: runs the exercise's checks on the working tree,
/// in the sandbox when the machine has one, within a time limit.
struct ExerciseCheckCommand: Command {
  let exercise: ExerciseCommand

  let name = "check"
  let abstract = "Run an exercise's checks on the working tree and score them."
  let discussion: String? = """
    Builds with swift build, then runs the exercise's scenarios, the regression suite, the
    lint and the unit-test filters the exercise names; for a "write the tests" exercise it
    runs your suite on the real code, then on each planted mutant and on rewrites of the real
    file that keep its behaviour (which your tests must pass). Every process runs in the
    sandbox the machine allows (it says which), within --timeout seconds for all the checks
    together, so an endless loop ends with a line that says so. Prints what passed, what
    failed and why, and a score (Docs/Classroom.md, "What a score means"). Exits 0 only
    when every check passes.
    """

  static let timeout = Option<Int>(
    "--timeout", valueName: "seconds",
    help: "Seconds all the checks may take together (default: 900).")
  static let evenIfUnchanged = Flag(
    "--even-if-unchanged",
    help: "Run the checks even when nothing differs from the starting point (to see them fail).")
  static let failFast = Flag(
    "--fail-fast", help: "Skip the checks after the first that fails.")
  static let formats = ["text", "json", "classroom"]
  static let format = SharedOptions.format(formats)
  /// The default time limit, in seconds.
  static let defaultTimeout = 900

  var signature: CommandSignature {
    CommandSignature(
      arguments: [.init("id", help: "The exercise (see 'patterns exercise list').")],
      using: [
        ExerciseCommand.pattern, Self.timeout, Self.evenIfUnchanged, Self.failFast, Self.format,
        SharedOptions.root,
      ])
  }

  func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let catalog = try exercise.loadCatalog()
    let (item, pattern) = try exercise.resolve(arguments, catalog: catalog)
    let root = try ExerciseCommand.root(arguments, context: context)
    let timeout = try arguments.value(Self.timeout) ?? Self.defaultTimeout
    guard timeout > 0 else {
      throw UsageError("--timeout expects a whole number of seconds above 0")
    }
    let setup = try catalog.setup(item, pattern: pattern)
    let steps = try CheckStep.plan(
      item, pattern: pattern, catalog: catalog, bundledSuite: ScenarioLoader.bundledSuiteURL)
    if setup.checks.mutation != nil, catalog.edition != nil,
      !catalog.hasMutants(item, pattern: pattern)
    {
      context.printError(ExerciseCatalog.mutantsGradedByTeacher(item.id, pattern: pattern))
    }
    let sandbox = exercise.sandbox ?? SandboxProbe.best()
    context.printError(
      "checking: "
        + (sandbox.isolation == .none
          ? "no sandbox on this machine (\((SandboxProbe.current.shortfall ?? "no isolation found"))): the checks run as you"
          : "sandbox: \(sandbox.description)"))
    let report: CheckReport
    do {
      let changed = try changedWork(
        root: root, setup: setup, item: item, pattern: pattern, catalog: catalog)
      let findings = SourceScan.scan(
        changed.map { ($0.path, $0.text) },
        rules: ForbiddenRule.standard + setup.checks.forbidden,
        baseline: changed.reduce(into: [:]) { $0[$1.path] = $1.before }
      ).map(\.description)
      if changed.isEmpty, !arguments[Self.evenIfUnchanged] {
        report = CheckReport(exercise: item.id, pattern: pattern, status: .noWork, results: [])
      } else if !findings.isEmpty {
        report = CheckReport(
          exercise: item.id, pattern: pattern, status: .refused(findings), results: [])
      } else {
        WorkFolder.removeOrphans("check")
        let scratch = WorkFolder.make("check")
        defer { WorkFolder.remove(scratch) }
        let patterns = exercise.patterns
        let progress = ProgressLine(context)
        var runner = StepRunner(
          workspace: TreeWorkspace(root: root, layers: sandbox.supportsLayers), sandbox: sandbox,
          timeLimit: .seconds(timeout), scratch: scratch,
          lint: { tree in
            LayeringLinter.lint(SourceTree(root: tree), patterns: patterns).violations.map(
              \.description)
          },
          progress: { progress("checking: \($0)…") })
        runner.stopsAtFirstFailure = arguments[Self.failFast]
        report = try runner.check(steps, exercise: item.id, pattern: pattern)
      }
    } catch let error as ExerciseError {
      throw CommandFailure(error.description)
    }
    switch arguments[Self.format] ?? "text" {
    case "json": context.writeOutput(CheckReportJSON.render(report))
    case "classroom":
      context.writeOutput(
        ClassroomResult.base64(
          tests: report.externalChecks,
          command: "patterns exercise check \(item.id) --pattern \(pattern)") + "\n")
    default: context.writeOutput(report.text)
    }
    return report.allPassed ? ExitStatus.success : ExitStatus.failure
  }

  /// The Swift files of the tree the student changed for the exercise, each with what it read
  /// before (the starting point's text, or the last commit's): the starting point's files
  /// that no longer read as it wrote them, and any other changed file the exercise allows.
  private func changedWork(
    root: URL, setup: PatternSetup, item: Exercise, pattern: String, catalog: ExerciseCatalog
  ) throws -> [(path: String, text: String, before: String?)] {
    func text(_ data: Data?) -> String? { data.map { String(decoding: $0, as: UTF8.self) } }
    var changed: [(path: String, text: String, before: String?)] = []
    for path in setup.start {
      let start = try catalog.contents(of: path, .start, item, pattern: pattern)
      let now = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      if now != start { changed.append((path, text(now) ?? "", text(start))) }
    }
    let tree = GitWorkingTree(root: root, processes: exercise.processes)
    for path in try tree.changedFiles()
    where setup.allows(path) && !setup.start.contains(path) && path.hasSuffix(".swift") {
      let now = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      changed.append((path, text(now) ?? "", text(try tree.committedContents(of: path))))
    }
    return changed.sorted { $0.path < $1.path }
  }
}
