/// Line coverage as llvm-cov counts it: lines holding instrumented code, and how many ran.
nonisolated public struct LineCoverage: Equatable, Sendable {
  /// Instrumented lines that ran at least once.
  public var covered: Int
  /// Lines holding instrumented code.
  public var instrumented: Int

  /// Creates a count.
  public init(covered: Int = 0, instrumented: Int = 0) {
    self.covered = covered
    self.instrumented = instrumented
  }

  /// `covered / instrumented` as a percentage, nil when nothing is instrumented.
  public var percent: Double? { Self.percent(covered, of: instrumented) }

  /// Sums two counts.
  public static func + (lhs: LineCoverage, rhs: LineCoverage) -> LineCoverage {
    LineCoverage(
      covered: lhs.covered + rhs.covered, instrumented: lhs.instrumented + rhs.instrumented)
  }

  /// `part / whole` as a percentage (0–100), nil when `whole` is 0.
  public static func percent(_ part: Int, of whole: Int) -> Double? {
    whole == 0 ? nil : Double(part) * 100 / Double(whole)
  }
}

/// What the two filtered test runs reached in one pattern's files.
public struct PatternCoverage: Equatable, Sendable {
  /// (a) the shared scenario suite alone, over all the pattern's files.
  public var scenarios: LineCoverage
  /// (b) the pattern's own unit tests alone, over all the pattern's files.
  public var unitTests: LineCoverage
  /// (c) lines covered by the unit tests that import no UI module (`UIModules`), over
  /// ALL the pattern's instrumented lines: the share of the pattern tested without a screen.
  public var uiFreeByUnitTests: LineCoverage
  /// (a) and (b) per role folder (`PatternRole.folder`), for the roles that have files.
  public var roles: [String: RoleCoverage]
  /// (a) and (b) per file, keyed by root-relative path.
  public var files: [String: RoleCoverage]

  /// Creates a pattern's coverage.
  public init(
    scenarios: LineCoverage, unitTests: LineCoverage, uiFreeByUnitTests: LineCoverage,
    roles: [String: RoleCoverage], files: [String: RoleCoverage]
  ) {
    self.scenarios = scenarios
    self.unitTests = unitTests
    self.uiFreeByUnitTests = uiFreeByUnitTests
    self.roles = roles
    self.files = files
  }
}

/// The two runs' coverage of a group of files (a role or one file).
public struct RoleCoverage: Equatable, Sendable {
  /// (a) the scenario suite.
  public var scenarios: LineCoverage
  /// (b) the unit tests.
  public var unitTests: LineCoverage

  /// Creates a pair.
  public init(scenarios: LineCoverage = .init(), unitTests: LineCoverage = .init()) {
    self.scenarios = scenarios
    self.unitTests = unitTests
  }
}
