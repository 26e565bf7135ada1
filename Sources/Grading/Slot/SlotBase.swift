import Classroom
import Foundation
import Processes

/// The clean starting point every submission is graded from: a copy of the project without
/// the answers (no exercise's reference solution or mutants, no held-out files, no history),
/// with the exercise's starting point written in, built once in the sandbox. With layers,
/// every submission is a layer over it (`LayerWorkspace`) and it is never written again, so
/// each submission starts from it byte for byte.
nonisolated public struct SlotBase: Sendable {
  /// The copy's root.
  public let root: URL
  /// `swift test list` in the clean copy (its tests are the teacher's), when the plan runs
  /// graded tests.
  public let testListing: String?

  /// The tests of the clean copy that `filter` selects.
  public func expectedTests(_ filter: String) -> [String] {
    StepRunner.tests(in: testListing ?? "", matching: filter)
  }

  /// Folders and files the copy leaves out: history, classroom state, the other build
  /// configuration, the module cache (it records absolute paths), and the answers: every
  /// exercise's reference solution and mutants, and their starting points too (another
  /// exercise's starting point of the same file may hold this one's fix), and the
  /// testability catalogue (a cut's two texts are a bug and its fix), sources and bundle alike.
  static let excludedPatterns = [
    "./.git", "./.patterns", "./.build/release", "./.build/*/release", "ModuleCache",
    "Exercises/*/solution", "Exercises/*/mutants", "Exercises/*/start", "Mutants/*.json",
  ]

  /// Copies `project` (its build products too, so the first build is incremental) to `root`
  /// without `excluding` (the submissions, the held-out scenarios, the reports, when they sit
  /// inside the project) and the answers, writes `start` (path → contents) over it, and builds
  /// it in `sandbox` within `timeLimit` (with the tests when `tests`); lists its tests when
  /// `tests`.
  ///
  /// - Throws: `ExerciseError` when the copy fails, or the project does not build.
  public static func prepare(
    copying project: URL, to root: URL, excluding: [URL], start: [String: Data], tests: Bool,
    sandbox: any SandboxRunning, limits: SandboxLimits, timeLimit: Duration,
    processes: any ProcessRunning = SystemProcesses()
  ) throws -> SlotBase {
    let manager = FileManager.default
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    let inside = excluding.compactMap { relative($0, to: project) }
    let excludes = (excludedPatterns + inside.map { "./" + $0 }).map { "--exclude=\($0)" }
    let log = root.deletingLastPathComponent().appendingPathComponent(
      root.lastPathComponent + "-copy.log")
    let outcome = try processes.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", "src=$1; dst=$2; shift 2; tar -C \"$src\" \"$@\" -cf - . | tar -C \"$dst\" -xf -",
        "sh", project.path, root.path,
      ] + excludes,
      log: log)
    guard outcome.status == 0 else {
      let why = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      throw ExerciseError("cannot copy the project to \(root.path): \(why)")
    }
    for (path, data) in start.sorted(by: { $0.key < $1.key }) {
      let url = root.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    let workspace = TreeWorkspace(root: root, layers: sandbox.supportsLayers)
    let policy = SandboxPolicy(
      mounts: workspace.mounts(keepsWrites: true), workingDirectory: root,
      environment: StepRunner.environment, limits: limits)
    let built = try sandbox.run(
      StepRunner.buildCommand(tests: tests), policy: policy, timeLimit: timeLimit)
    guard built.ending == .exited(0) else {
      let text = String(decoding: built.output, as: UTF8.self)
      throw ExerciseError(
        "the project, with the exercise's starting point, does not build in its copy "
          + "(\(root.path)):\n" + StepRunner.why(text).joined(separator: "\n"))
    }
    var listing: String?
    if tests {
      let listed = try sandbox.run(
        ["swift", "test", "list", "--skip-build", "--disable-xctest"],
        policy: SandboxPolicy(
          mounts: workspace.mounts(keepsWrites: false), workingDirectory: root,
          environment: StepRunner.environment, limits: limits),
        timeLimit: timeLimit)
      listing = String(decoding: listed.output, as: UTF8.self)
    }
    return SlotBase(root: root, testListing: listing)
  }

  /// `url`'s path relative to `folder` when it lies inside it.
  static func relative(_ url: URL, to folder: URL) -> String? {
    let path = url.standardizedFileURL.resolvingSymlinksInPath().path
    let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
    guard path.hasPrefix(base + "/") else { return nil }
    return String(path.dropFirst(base.count + 1))
  }
}
