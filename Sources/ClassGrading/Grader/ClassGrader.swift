import Classroom
import CodeScan
import Foundation
import Grading
import Processes

/// Grades a class (Docs/Classroom.md, "Grading a class"): each submission's files are sorted
/// and scanned, laid over a clean, built copy of the project (a layer of its own, or a copy
/// restored after it), and checked there by `StepRunner` with every process in the sandbox,
/// within a time limit; the jobs work side by side, each taking the next submission as it
/// finishes one. Whatever a submission does, it gets a row saying so and the others go on;
/// when grading itself fails for one, that row says so.
nonisolated public struct ClassGrader: Sendable {
  /// The exercise graded.
  public var exercise: String
  /// The pattern graded.
  public var pattern: String
  /// The exercise's setup for the pattern (allowed paths, starting point, checks).
  public var setup: PatternSetup
  /// The checks (`CheckStep.plan`, plus the held-out scenarios).
  public var steps: [CheckStep]
  /// The time limit of one submission's checks together.
  public var timeLimit: Duration
  /// The limits of every process.
  public var limits: SandboxLimits
  /// Runs the processes.
  public var sandbox: any SandboxRunning
  /// The layering lint over a source tree.
  public var lint: @Sendable (URL) -> [String]
  /// Told a line as each submission is done (from any job's thread).
  public var progress: @Sendable (String) -> Void

  /// A grader.
  public init(
    exercise: String, pattern: String, setup: PatternSetup, steps: [CheckStep],
    timeLimit: Duration, limits: SandboxLimits = .standard, sandbox: any SandboxRunning,
    lint: @escaping @Sendable (URL) -> [String] = { _ in [] },
    progress: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.exercise = exercise
    self.pattern = pattern
    self.setup = setup
    self.steps = steps
    self.timeLimit = timeLimit
    self.limits = limits
    self.sandbox = sandbox
    self.lint = lint
    self.progress = progress
  }

  /// Where submissions are graded: one base with layers, or one restored copy per job.
  public enum Slots: Sendable {
    case layers(SlotBase, work: URL)
    case copies([CopySlot])
  }

  /// Whether the plan runs tests (the build then builds them).
  public var buildsTests: Bool { steps.contains(where: \.runsTests) }

  /// Prepares `jobs` places to grade in, under `work`: with layers, one built base shared by
  /// every job; without, one built copy per job (and its clean copy).
  ///
  /// - Throws: `ExerciseError` when a copy fails or the project does not build in it.
  public func prepare(
    jobs: Int, copying project: URL, into work: URL, excluding: [URL], start: [String: Data]
  ) throws -> Slots {
    let prepare = { (name: String) in
      try SlotBase.prepare(
        copying: project, to: work.appendingPathComponent(name), excluding: excluding + [work],
        start: start, tests: buildsTests, sandbox: sandbox, limits: limits,
        timeLimit: .seconds(3600))
    }
    if sandbox.supportsLayers {
      return .layers(try prepare("base"), work: work)
    }
    return .copies(
      try (1...max(1, jobs)).map { index in
        try CopySlot(
          base: try prepare("slot-\(index)"),
          clean: work.appendingPathComponent("clean-\(index)"))
      })
  }

  /// The graded test folders: the test targets of the plan's filters. Their files come from
  /// the grader, except the files a student writes (the exercise's starting point and
  /// solution, in a "write the tests" exercise).
  var gradedFolders: [String] {
    var filters = setup.checks.tests
    if let mutation = setup.checks.mutation { filters.append(mutation.tests) }
    let targets = filters.compactMap { $0.split(whereSeparator: { ".(/".contains($0) }).first }
    return Array(Set(targets.map { "Tests/\($0)/" })).sorted()
  }

  /// What graded code may not call: the standard rules and the exercise's own.
  public var forbidden: [ForbiddenRule] { ForbiddenRule.standard + setup.checks.forbidden }

  /// Whether a submitted `path` is kept as the grader's (a graded test file).
  func isGraded(_ path: String) -> Bool {
    gradedFolders.contains { path.hasPrefix($0) } && !setup.touchedPaths.contains(path)
  }
}
