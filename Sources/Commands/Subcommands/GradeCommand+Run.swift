import ClassGrading
import Classroom
import CommandLineKit
import Foundation
import Grading
import Lint
import Processes
import Scenarios
import SourceAnalysis

extension GradeCommand {
  /// The options `--merge` does not take (they are about grading).
  private static var gradingOptions: [CommandSignature.Option] {
    [
      ExerciseCommand.pattern.spec, jobs.spec, timeout.spec, heldOut.spec, shard.spec,
      noSandbox.spec, resume.spec, journal.spec,
    ]
  }

  /// Grades the submissions named on the command line (the slice `--shard` picks), going on
  /// from the journal with `--resume`.
  func gradeClass(_ arguments: ParsedArguments, context: CommandContext) throws -> GradeReport {
    guard !arguments.positionals.isEmpty else {
      throw UsageError("Missing expected argument '<id>' (or give --merge PART)")
    }
    let group = ExerciseCommand(patterns: patterns, catalog: catalog)
    let catalog = try group.loadCatalog()
    let (exercise, pattern) = try group.resolve(arguments, catalog: catalog)
    let folders = Array(arguments.positionals.dropFirst())
    guard !folders.isEmpty else { throw UsageError("Missing expected argument '<submission> ...'") }
    let jobs = try arguments.value(Self.jobs) ?? 1
    guard jobs >= 1 else { throw UsageError("--jobs expects a whole number of 1 or more") }
    let timeout = try arguments.value(Self.timeout) ?? Self.defaultTimeout
    guard timeout > 0 else {
      throw UsageError("--timeout expects a whole number of seconds above 0")
    }
    var shard: GradeShard?
    if let text = arguments[Self.shard] {
      guard let parsed = GradeShard(text) else {
        throw UsageError("--shard expects k/n with 1 ≤ k ≤ n, like 2/4, not '\(text)'")
      }
      shard = parsed
    }
    let submissions = try Self.submissions(folders, context: context)
    let chosen =
      shard?.slice(submissions, by: { $0.name + "\u{0}" + $0.folder.path }) ?? submissions
    if arguments[Self.format] == "gradescope", chosen.count != 1 {
      throw UsageError(
        "--format gradescope grades one submission (Gradescope runs one per container); "
          + "got \(chosen.count)")
    }
    let setup = try catalog.setup(exercise, pattern: pattern)
    var steps = try CheckStep.plan(
      exercise, pattern: pattern, catalog: catalog, bundledSuite: ScenarioLoader.bundledSuiteURL)
    let heldOut = try Self.heldOutStep(arguments, context: context)
    if let heldOut { steps.append(heldOut.step) }
    let root = try ExerciseCommand.root(arguments, context: context)
    let sandbox = try chooseSandbox(arguments, context: context)
    let journalURL = context.url(
      for: arguments[Self.journal]
        ?? "\(exercise.id)-\(pattern)\(shard.map { "-\($0.index)-of-\($0.count)" } ?? "").grading.jsonl"
    )
    let (journal, earlier): (GradeJournal, [GradeRow])
    do {
      (journal, earlier) = try GradeJournal.open(
        journalURL,
        header: GradeJournal.Header(
          exercise: exercise.id, pattern: pattern, shard: shard?.description,
          submissions: chosen.map(\.name)),
        resuming: arguments[Self.resume])
    } catch let error as ExerciseError {
      throw CommandFailure(error.description)
    }
    defer { journal.close() }
    // Rows graded before, except those grading itself failed on: they are graded again.
    var kept: [String: GradeRow] = [:]
    for row in earlier where chosen.contains(where: { $0.name == row.name }) {
      if case .notGraded = row.report.status { continue }
      kept[row.name] = row
    }
    let remaining = chosen.filter { kept[$0.name] == nil }
    let progress = ProgressLine(context)
    if !kept.isEmpty {
      progress(
        "grading: \(kept.count) already graded in \(journalURL.path); \(remaining.count) to go")
    }
    var rows: [GradeRow] = []
    if !remaining.isEmpty {
      let start = try Dictionary(
        uniqueKeysWithValues: setup.start.map {
          ($0, try catalog.contents(of: $0, .start, exercise, pattern: pattern))
        })
      // What a grader killed without a chance to clean up left behind goes first.
      WorkFolder.removeOrphans("grade")
      let work = WorkFolder.make("grade")
      let journalPath = journalURL.path
      let interruption = Interruption(
        said: "\ngrading: interrupted; every process it started is stopped and its copies "
          + "removed. The rows graded so far are in \(journalPath): run the same command "
          + "with --resume to grade the rest.\n"
      ) {
        WorkFolder.remove(work)
        return !FileManager.default.fileExists(atPath: work.path)
      }
      defer {
        interruption.uninstall()
        WorkFolder.remove(work)
      }
      let clock = ContinuousClock()
      let began = clock.now
      let patterns = patterns
      let grader = ClassGrader(
        exercise: exercise.id, pattern: pattern, setup: setup, steps: steps,
        timeLimit: .seconds(timeout), sandbox: sandbox,
        lint: { tree in
          LayeringLinter.lint(SourceTree(root: tree), patterns: patterns).violations.map(
            \.description)
        },
        progress: { progress("grading: " + $0) })
      progress(
        "grading: preparing the clean copy of the project (built once"
          + (sandbox.supportsLayers ? ", shared by every job)…" : " per job)…"))
      let slots: ClassGrader.Slots
      do {
        slots = try grader.prepare(
          jobs: jobs, copying: root, into: work,
          excluding: chosen.map(\.folder) + [journalURL] + (heldOut.map { [$0.folder] } ?? [])
            + (arguments[SharedOptions.output].map { [context.url(for: $0)] } ?? []),
          start: start)
      } catch let error as ExerciseError {
        interruption.holdIfInterrupted()
        throw CommandFailure("grading could not run: \(error.description)")
      }
      rows = grader.grade(
        remaining, in: slots, jobs: jobs,
        finished: { row in
          // A row whose processes the signal killed is not kept: --resume grades it again.
          guard !interruption.isInterrupted else { return }
          do { try journal.append(row) } catch { progress("warning: the journal: \(error)") }
        }, isCancelled: { interruption.isInterrupted })
      interruption.holdIfInterrupted()
      progress(
        "grading: \(remaining.count) graded in \(Int((clock.now - began).components.seconds)) s")
    }
    // Complete: the report holds every row, so the journal has served.
    try? FileManager.default.removeItem(at: journalURL)
    return GradeReport(
      exercise: exercise.id, pattern: pattern, shard: shard, timeLimitSeconds: timeout,
      isolation: sandbox.isolation == .none
        ? "NO SANDBOX (--no-sandbox): student code ran as the teacher" : sandbox.description,
      reference: try Self.referenceWork(exercise, pattern: pattern, catalog: catalog, root: root),
      rows: Array(kept.values) + rows)
  }

  /// The reference solution's added lines, fingerprinted as a row's work is, so that a
  /// submission copied from it is flagged.
  static func referenceWork(
    _ exercise: Exercise, pattern: String, catalog: ExerciseCatalog, root: URL
  ) throws -> [String] {
    let setup = try catalog.setup(exercise, pattern: pattern)
    func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
    var before: [String: String] = [:]
    var solution: [String: String] = [:]
    for path in setup.solution where path.hasSuffix(".swift") {
      solution[path] = text(try catalog.contents(of: path, .solution, exercise, pattern: pattern))
      if setup.start.contains(path) {
        before[path] = text(try catalog.contents(of: path, .start, exercise, pattern: pattern))
      } else if let data = FileManager.default.contents(
        atPath: root.appendingPathComponent(path).path)
      {
        before[path] = text(data)
      }
    }
    return Similarity.fingerprints(Similarity.Baseline(before).added(solution))
  }

  /// The sandbox: the one given, else the best this machine allows; without one, grading
  /// refuses unless `--no-sandbox` says to go on. Says on standard error which is in force.
  func chooseSandbox(_ arguments: ParsedArguments, context: CommandContext) throws
    -> any SandboxRunning
  {
    try SandboxChoice(
      label: "grading",
      withoutOne: "student code runs as you, with your files, environment and network; every "
        + "report says so.",
      refusal: ". Grading runs students' code: pass --no-sandbox to grade without one (every "
        + "report will say so)."
    ).choose(
      given: sandbox, noSandbox: arguments[Self.noSandbox], probe: probe, context: context)
  }

  /// The submissions named, each an existing folder, with names unique.
  static func submissions(_ paths: [String], context: CommandContext) throws -> [Submission] {
    var result: [Submission] = []
    for path in paths {
      let url = context.url(for: path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { throw UsageError("No such submission folder: \(path)") }
      let submission = Submission(folder: url)
      if let twin = result.first(where: { $0.name == submission.name }) {
        throw UsageError(
          "Two submissions are named '\(submission.name)' (\(twin.folder.path) and "
            + "\(url.path)); rename one folder")
      }
      result.append(submission)
    }
    return result
  }

  /// The held-out scenarios' check and their folder (or file), when `--scenarios` is given;
  /// they must parse.
  static func heldOutStep(_ arguments: ParsedArguments, context: CommandContext) throws
    -> (step: CheckStep, folder: URL)?
  {
    guard let path = arguments[heldOut] else { return nil }
    let url = context.url(for: path).standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw UsageError("No such file or folder: \(path)")
    }
    let loaded: ScenarioLoader.Result
    do {
      loaded =
        isFolder.boolValue
        ? try ScenarioLoader.load(folder: url, displayPath: path)
        : try ScenarioLoader.load(file: url, displayPath: path)
    } catch let error as ScenarioLoadError {
      throw CommandFailure(error.description, status: ExitStatus.dataError)
    }
    guard loaded.faults.isEmpty else {
      throw CommandFailure(
        loaded.faults.map(\.description).joined(separator: "\n"), status: ExitStatus.dataError)
    }
    guard !loaded.files.isEmpty else {
      throw UsageError("No .scenario files in \(path)")
    }
    let sources = loaded.files.map { file in
      ScenarioSource(
        url: isFolder.boolValue
          ? url.appendingPathComponent(String(file.path.dropFirst(path.count).drop { $0 == "/" }))
          : url,
        displayPath: file.path)
    }
    return (
      CheckStep(name: CheckReport.heldOutCheck, kind: .task, action: .scenarios(sources)), url
    )
  }

  /// Reads the JSON parts (files, or folders of `.json` files) and joins them.
  func mergeParts(_ paths: [String], _ arguments: ParsedArguments, context: CommandContext) throws
    -> GradeReport
  {
    guard arguments.positionals.isEmpty else {
      throw UsageError("--merge joins parts only: leave out the exercise and the submissions")
    }
    if let option = Self.gradingOptions.first(where: { arguments.value($0.name) != nil }) {
      throw UsageError("--merge joins parts only: leave out '\(option.label)'")
    }
    var files: [(path: String, url: URL)] = []
    for path in paths {
      let url = context.url(for: path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw UsageError("No such file or folder: \(path)")
      }
      if isFolder.boolValue {
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
          .filter { $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else { throw UsageError("No .json parts in \(path)") }
        files += names.map {
          ((path as NSString).appendingPathComponent($0), url.appendingPathComponent($0))
        }
      } else {
        files.append((path, url))
      }
    }
    var parts: [GradeReport] = []
    for (path, url) in files {
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw CommandFailure("cannot read \(path)")
      }
      do {
        parts.append(try GradeJSON.parse(data))
      } catch let error as ExerciseError {
        throw CommandFailure("\(path): \(error.description)", status: ExitStatus.dataError)
      }
    }
    let merged: GradeReport
    do {
      merged = try GradeReport.merged(parts)
    } catch let error as ExerciseError {
      throw CommandFailure(error.description, status: ExitStatus.dataError)
    }
    let missing = GradeReport.missingShards(parts)
    if !missing.isEmpty {
      context.printError(
        "Warning: no part for shard " + missing.map(\.description).joined(separator: ", ")
          + "; the report has only the submissions of the parts given.")
    }
    return merged
  }
}
