import Classroom
import Foundation
import Grading
import Scenarios

extension GradeCommand {
  /// The options `--merge` does not take (they are about grading).
  private static var gradingOptions: [CommandSignature.Option] {
    [ExerciseCommand.pattern.spec, jobs.spec, timeout.spec, heldOut.spec, shard.spec]
  }

  /// Grades the submissions named on the command line (the slice `--shard` picks).
  func gradeClass(_ arguments: ParsedArguments, context: CommandContext) throws -> GradeReport {
    guard !arguments.positionals.isEmpty else {
      throw UsageError("Missing expected argument '<id>' (or give --merge PART)")
    }
    let group = ExerciseCommand(patterns: patterns, catalog: catalog, processes: processes)
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
    let setup = try catalog.setup(exercise, pattern: pattern)
    var steps = try CheckStep.plan(
      exercise, pattern: pattern, catalog: catalog, bundledSuite: ScenarioLoader.bundledSuiteURL)
    if let held = try Self.heldOutStep(arguments, pattern: pattern, context: context) {
      steps.append(held)
    }
    let root = try ExerciseCommand.root(arguments, context: context)
    var rows: [GradeRow] = []
    if !chosen.isEmpty {
      let start = try Dictionary(
        uniqueKeysWithValues: setup.start.map {
          ($0, try catalog.contents(of: $0, .start, exercise, pattern: pattern))
        })
      let work = FileManager.default.temporaryDirectory
        .appendingPathComponent("patterns-grade-\(UUID().uuidString)")
      defer { Self.removeWork(work) }
      let progress = ProgressLine(context)
      let clock = ContinuousClock()
      let began = clock.now
      let slotCount = min(jobs, chosen.count)
      progress("grading: preparing \(slotCount) cop\(slotCount == 1 ? "y" : "ies") of the project…")
      let grader = ClassGrader(
        exercise: exercise.id, pattern: pattern, allowed: setup.allowed, steps: steps,
        timeLimit: .seconds(timeout), processes: processes, progress: { progress("grading: " + $0) }
      )
      do {
        let slots = try grader.prepareSlots(
          slotCount, copying: root, into: work, start: start,
          buildTests: steps.contains { $0.command.starts(with: ["swift", "test"]) })
        rows = try grader.grade(chosen, slots: slots)
      } catch let error as ExerciseError {
        throw CommandFailure("grading could not run: \(error.description)")
      }
      progress(
        "grading: \(chosen.count) graded in \(Int((clock.now - began).components.seconds)) s")
    }
    return GradeReport(
      exercise: exercise.id, pattern: pattern, shard: shard, timeLimitSeconds: timeout, rows: rows)
  }

  /// Removes the copies, and the empty lock files SwiftPM leaves beside a package built in
  /// the temporary folder (`_tmp_patterns-grade-…_slot-1_.build.lock`).
  static func removeWork(_ work: URL) {
    let manager = FileManager.default
    try? manager.removeItem(at: work)
    let folder = work.deletingLastPathComponent()
    let prefix = work.path.replacingOccurrences(of: "/", with: "_") + "_"
    for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    where name.hasPrefix(prefix) && name.hasSuffix(".lock") {
      try? manager.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// The submissions named, each an existing folder, with names unique.
  static func submissions(_ paths: [String], context: CommandContext) throws
    -> [ClassGrader.Submission]
  {
    var result: [ClassGrader.Submission] = []
    for path in paths {
      let url = context.url(for: path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { throw UsageError("No such submission folder: \(path)") }
      let submission = ClassGrader.Submission(folder: url)
      if let twin = result.first(where: { $0.name == submission.name }) {
        throw UsageError(
          "Two submissions are named '\(submission.name)' (\(twin.folder.path) and "
            + "\(url.path)); rename one folder")
      }
      result.append(submission)
    }
    return result
  }

  /// The held-out scenarios' check, when `--scenarios` is given; they must parse.
  static func heldOutStep(
    _ arguments: ParsedArguments, pattern: String, context: CommandContext
  ) throws -> CheckStep? {
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
    return CheckStep(
      name: "held-out scenarios",
      command: ["swift", "run", "patterns", "run", pattern, "--scenarios", url.path])
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

/// Writes progress lines on standard error from any thread, one at a time.
nonisolated private final class ProgressLine: @unchecked Sendable {
  private let lock = NSLock()
  private let write: (String) -> Void

  @MainActor init(_ context: CommandContext) { write = context.writeError }

  func callAsFunction(_ line: String) { lock.withLock { write(line + "\n") } }
}
