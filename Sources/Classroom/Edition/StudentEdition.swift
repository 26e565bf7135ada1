import Foundation
import Processes

/// Writes a student edition of the project (Docs/Classroom.md, "Handing out a student
/// edition"): for one exercise and pattern, a fresh git repository holding the tracked files
/// of the teacher's last commit with the exercise's starting point applied, in one commit.
///
/// Left out: every other exercise (their starting points are cut from the real files, so
/// one would hand over another's answer), the exercise's reference solution (`solution/`)
/// and planted mutants (`mutants/`), the testability catalogue's mutants, and the project's
/// own CI workflows (`.github/workflows/`).
/// One commit and no history, because for a fix, a role or a test file the project's file
/// *is* the answer: any commit holding it would show the planted bug in a `git diff`.
/// Held-out scenarios are the teacher's `--scenarios` folder, never in the repository.
nonisolated public struct StudentEdition {
  /// The repository path of the exercises' folder.
  public static let exercisesPath = "Sources/Classroom/Exercises"
  /// The folders of an exercise an edition leaves out.
  public static let teacherFolders = ["solution", "mutants"]
  /// Other tracked paths an edition leaves out: the project's own CI.
  public static let leftOutPaths = [".github/workflows"]

  /// The teacher's checkout (its last commit is read, not its working tree).
  public let source: URL
  /// Runs `git` and `tar`.
  public let processes: any ProcessRunning

  /// An edition writer reading the checkout at `source`.
  public init(source: URL, processes: any ProcessRunning = SystemProcesses()) {
    self.source = source
    self.processes = processes
  }

  /// What one edition holds.
  public struct Written: Hashable, Sendable {
    /// The exercise and pattern.
    public var pair: ExerciseEdition.Pair
    /// Where it was written.
    public var folder: URL
    /// The teacher's commit it was made from.
    public var sourceCommit: String
    /// The files the starting point replaced.
    public var started: [String]
    /// The repository paths left out, sorted.
    public var leftOut: [String]
  }

  /// Writes the edition of `pair` into `destination`, a folder that must not exist yet (or be
  /// empty). Throws an `ExerciseError` saying what went wrong; then `destination` may hold a
  /// partial copy, which is not a repository.
  @discardableResult
  public func write(_ pair: ExerciseEdition.Pair, to destination: URL) throws -> Written {
    let manager = FileManager.default
    if let entries = try? manager.contentsOfDirectory(atPath: destination.path), !entries.isEmpty {
      throw ExerciseError(
        "\(destination.path) exists and is not empty: an edition is written into a new folder")
    }
    let commit = try git(
      ["rev-parse", "--verify", "HEAD"], in: source, what: "read the last commit", output: true)
    try manager.createDirectory(at: destination, withIntermediateDirectories: true)
    try exportTrackedFiles(into: destination)
    let exercises = destination.appendingPathComponent(Self.exercisesPath)
    let catalog = try ExerciseCatalog(folder: exercises)
    let exercise = try catalog.exercise(pair.id)
    let setup = try catalog.setup(exercise, pattern: pair.pattern)
    for path in setup.start {
      let data = try catalog.contents(of: path, .start, exercise, pattern: pair.pattern)
      let target = destination.appendingPathComponent(path)
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target)
    }
    var leftOut: [String] = []
    for id in try manager.contentsOfDirectory(atPath: exercises.path) where id != pair.id {
      var isFolder: ObjCBool = false
      if manager.fileExists(
        atPath: exercises.appendingPathComponent(id).path, isDirectory: &isFolder),
        isFolder.boolValue
      {
        leftOut.append("\(Self.exercisesPath)/\(id)")
      }
    }
    leftOut += Self.teacherFolders.map { "\(Self.exercisesPath)/\(pair.id)/\($0)" }
    leftOut += Self.leftOutPaths
    leftOut = leftOut.filter {
      manager.fileExists(atPath: destination.appendingPathComponent($0).path)
    }
    for path in leftOut { try manager.removeItem(at: destination.appendingPathComponent(path)) }
    if try Self.removeMutantFiles(in: destination) {
      leftOut.append(MutantCatalog.repositoryPath + "/*.json")
    }
    leftOut.sort()
    let solutionPaths = Set(catalog.exercises.flatMap { $0.patterns.values.flatMap(\.solution) })
    try ExerciseEdition(started: [pair], solutionPaths: solutionPaths.sorted()).encoded()
      .write(to: exercises.appendingPathComponent(ExerciseEdition.fileName))
    try commitAll(in: destination, message: Self.commitMessage(pair, sourceCommit: commit))
    return Written(
      pair: pair, folder: destination, sourceCommit: commit, started: setup.start,
      leftOut: leftOut)
  }

  /// Removes the testability catalogue's mutant files (a cut's two texts are a bug and its
  /// fix); its README stays, so the Classroom module keeps its resource folder. Returns
  /// whether there were any.
  static func removeMutantFiles(in root: URL) throws -> Bool {
    let folder = root.appendingPathComponent(MutantCatalog.repositoryPath)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".json") }
    for name in names {
      try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
    return !names.isEmpty
  }

  /// The edition's one commit message.
  public static func commitMessage(_ pair: ExerciseEdition.Pair, sourceCommit: String) -> String {
    "\(pair.id) for \(pair.pattern): the starting point (student edition of "
      + "\(sourceCommit.prefix(12)))"
  }

  /// `git archive HEAD`, unpacked into `destination`: the tracked files of the last commit,
  /// without the working tree's uncommitted changes.
  private func exportTrackedFiles(into destination: URL) throws {
    let archive = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-edition-\(UUID().uuidString).tar")
    defer { try? FileManager.default.removeItem(at: archive) }
    try git(
      ["archive", "--format=tar", "-o", archive.path, "HEAD"], in: source,
      what: "export the last commit's files")
    try run("tar", ["-xf", archive.path, "-C", destination.path], what: "unpack them")
  }

  /// A fresh repository at `folder` on branch `main`, every file in one commit.
  private func commitAll(in folder: URL, message: String) throws {
    try git(["-c", "init.defaultBranch=main", "init", "-q"], in: folder, what: "create it")
    try git(["add", "-A"], in: folder, what: "add its files")
    try git(
      [
        "-c", "user.name=Patterns student edition", "-c", "user.email=edition@patterns.invalid",
        "-c", "commit.gpgsign=false", "commit", "-q", "-m", message,
      ], in: folder, what: "commit them")
  }

  @discardableResult
  private func git(
    _ arguments: [String], in folder: URL, what: String, output: Bool = false
  ) throws -> String {
    try run("git", ["-C", folder.path] + arguments, what: what, output: output)
  }

  /// Runs `tool` through `/usr/bin/env`. With `output`, returns its standard output, trimmed;
  /// without, its output goes to a log that a failure quotes. Throws saying `what` failed.
  @discardableResult
  private func run(
    _ tool: String, _ arguments: [String], what: String, output: Bool = false
  ) throws -> String {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-edition-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let outcome = try processes.run(
      URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, log: output ? nil : log)
    guard outcome.status == 0 else {
      let said = (FileManager.default.contents(atPath: log.path)).map {
        String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      }
      throw ExerciseError(
        "could not \(what) (\(tool) \(arguments.joined(separator: " ")) exited \(outcome.status)"
          + (said.map { $0.isEmpty ? "" : ": \($0)" } ?? "")
          + "); the edition needs the teacher's git checkout with at least one commit")
    }
    return String(decoding: outcome.output, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
