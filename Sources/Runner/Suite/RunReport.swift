import Scenarios

/// What `patterns run` found: for each pattern, each scenario's result and wall time.
nonisolated public struct RunReport: Sendable {
  /// One pattern's results, in scenario order.
  public struct PatternRun: Sendable {
    /// The pattern's registry name (`mvc`).
    public var name: String
    /// Its results, one per scenario, in file and scenario order.
    public var results: [TimedResult]

    /// Creates a pattern's run.
    public init(name: String, results: [TimedResult]) {
      self.name = name
      self.results = results
    }

    /// How many scenarios passed.
    public var passed: Int { results.count { $0.result.passed } }
    /// How many scenarios failed.
    public var failed: Int { results.count - passed }
  }

  /// One scenario's result and how long it took (wall time, for the reader only).
  public struct TimedResult: Sendable {
    /// The result.
    public var result: ScenarioResult
    /// Wall-clock milliseconds the scenario took to run.
    public var durationMs: Double

    /// Creates a timed result.
    public init(result: ScenarioResult, durationMs: Double) {
      self.result = result
      self.durationMs = durationMs
    }

    /// The scenario's file, as displayed.
    public var file: String { result.scenario.location.file }
    /// The scenario's name.
    public var name: String { result.scenario.name }
    /// Whole milliseconds, rounded, as the reports print them.
    public var roundedMs: Int { Int(durationMs.rounded()) }
  }

  /// Every pattern run, in the order asked for.
  public var patterns: [PatternRun]

  /// Creates a report.
  public init(patterns: [PatternRun]) {
    self.patterns = patterns
  }

  /// Scenario runs that passed, over all patterns.
  public var passed: Int { patterns.reduce(0) { $0 + $1.passed } }
  /// Scenario runs that failed, over all patterns.
  public var failed: Int { patterns.reduce(0) { $0 + $1.failed } }

  /// The closing line of every text report: `N passed, M failed`.
  public var summary: String { "\(passed) passed, \(failed) failed" }
}
