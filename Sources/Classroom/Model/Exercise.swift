import CodeScan
import Foundation

/// One classroom exercise (Docs/Classroom.md): what a student does, and per pattern where
/// to start, the reference solution, the files they may change and the checks that grade it.
///
/// Read from `Exercises/<id>/exercise.json`; the task text is `Exercises/<id>/task.md`.
nonisolated public struct Exercise: Hashable, Sendable, Codable {
  /// The id used on the command line: `stock`, `mvp-catalog-presenter`.
  public var id: String
  /// A one-line title.
  public var title: String
  /// What the student does.
  public var kind: Kind
  /// The task text for students (Markdown): goal, why it matters, spec rules, hints.
  public var task: String
  /// The setup per pattern name (`MVP`), for the patterns the exercise applies to.
  public var patterns: [String: PatternSetup]

  /// The four kinds of exercise of the contract.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case feature
    case buildARole = "build-a-role"
    case fixABug = "fix-a-bug"
    case writeTheTests = "write-the-tests"
  }

  /// Creates an exercise.
  public init(
    id: String, title: String, kind: Kind, task: String, patterns: [String: PatternSetup]
  ) {
    self.id = id
    self.title = title
    self.kind = kind
    self.task = task
    self.patterns = patterns
  }

  /// The pattern names it applies to, sorted.
  public var patternNames: [String] { patterns.keys.sorted() }
}

/// An exercise for one pattern.
nonisolated public struct PatternSetup: Hashable, Sendable, Codable {
  /// The repository paths the starting point replaces (full contents under
  /// `start/<Pattern>/<path>.txt`); empty for a feature that starts from the app as it is.
  public var start: [String]
  /// The repository paths the reference solution writes (`solution/<Pattern>/<path>.txt`).
  public var solution: [String]
  /// Globs of the paths a student may change: `Sources/MVP/**`, `Tests/MVPTests/**`.
  public var allowed: [String]
  /// The checks that grade it.
  public var checks: Checks
  /// The fingerprint (`FileFingerprint`) of each project file the starting point and the
  /// solution were cut from, by path: a test fails when the project's file has changed since,
  /// so that an exercise never silently reverts later work. Optional in `exercise.json`.
  public var bases: [String: String]

  /// Creates a setup.
  public init(
    start: [String], solution: [String], allowed: [String], checks: Checks,
    bases: [String: String] = [:]
  ) {
    self.start = start
    self.solution = solution
    self.allowed = allowed
    self.checks = checks
    self.bases = bases
  }

  private enum CodingKeys: String, CodingKey {
    case start, solution, allowed, checks, bases
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    start = try container.decode([String].self, forKey: .start)
    solution = try container.decode([String].self, forKey: .solution)
    allowed = try container.decode([String].self, forKey: .allowed)
    checks = try container.decode(Checks.self, forKey: .checks)
    bases = try container.decodeIfPresent([String: String].self, forKey: .bases) ?? [:]
  }

  /// Every path `start`, `solve` or `reset` may write, each once, sorted.
  public var touchedPaths: [String] { Array(Set(start + solution)).sorted() }

  /// Whether a student may change `path` (relative to the repository root).
  public func allows(_ path: String) -> Bool {
    allowed.contains { Glob($0).matches(path) }
  }
}

/// What grades an exercise for one pattern, in the order `check` runs them.
nonisolated public struct Checks: Hashable, Sendable, Codable {
  /// Scenario files bundled with the exercise (`scenarios/<name>` in its folder): the new or
  /// fixed behaviour.
  public var scenarios: [String]
  /// Whether the bundled regression suite must still pass.
  public var regression: Bool
  /// Whether `patterns lint` must pass.
  public var lint: Bool
  /// `swift test --filter` expressions that must pass (`MVPTests.CatalogPresenterTests`).
  public var tests: [String]
  /// A folder of the exercise's `scenarios/` holding bundled suite files as they read with
  /// the exercise done (a feature that changes a row's detail changes the suite's
  /// expectations): each replaces the bundled file of the same name in the regression step.
  public var suite: String?
  /// For a "write the tests" exercise: the tests must pass on the real target and fail on
  /// each planted mutant of it. Optional in `exercise.json`.
  public var mutation: MutationCheck?
  /// Rules of what graded code may not call, added to the standard ones
  /// (`ForbiddenRule.standard`) for this exercise. Optional in `exercise.json`.
  public var forbidden: [ForbiddenRule]

  /// Creates checks.
  public init(
    scenarios: [String], regression: Bool, lint: Bool, tests: [String], suite: String? = nil,
    mutation: MutationCheck? = nil, forbidden: [ForbiddenRule] = []
  ) {
    self.scenarios = scenarios
    self.regression = regression
    self.lint = lint
    self.tests = tests
    self.suite = suite
    self.mutation = mutation
    self.forbidden = forbidden
  }

  private enum CodingKeys: String, CodingKey {
    case scenarios, regression, lint, tests, suite, mutation, forbidden
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    scenarios = try container.decode([String].self, forKey: .scenarios)
    regression = try container.decode(Bool.self, forKey: .regression)
    lint = try container.decode(Bool.self, forKey: .lint)
    tests = try container.decode([String].self, forKey: .tests)
    suite = try container.decodeIfPresent(String.self, forKey: .suite)
    mutation = try container.decodeIfPresent(MutationCheck.self, forKey: .mutation)
    forbidden = try container.decodeIfPresent([ForbiddenRule].self, forKey: .forbidden) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scenarios, forKey: .scenarios)
    try container.encode(regression, forKey: .regression)
    try container.encode(lint, forKey: .lint)
    try container.encode(tests, forKey: .tests)
    try container.encodeIfPresent(suite, forKey: .suite)
    try container.encodeIfPresent(mutation, forKey: .mutation)
    if !forbidden.isEmpty { try container.encode(forbidden, forKey: .forbidden) }
  }
}
