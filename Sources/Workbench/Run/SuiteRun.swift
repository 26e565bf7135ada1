import Scenarios
import Scheduling

/// Plays scenarios against patterns and times each one.
///
/// The durations are wall time for the reader, read from `LiveScheduler` (the project's one
/// real clock): they never reach the app, which runs on virtual time.
public enum SuiteRun {
  /// Runs every scenario of `files` (those whose name contains `filter`, ignoring case, if
  /// given) against each pattern, in order.
  public static func run(
    _ scenarios: [Scenario], on patterns: [Pattern]
  ) -> RunReport {
    let clock = LiveScheduler()
    return RunReport(
      patterns: patterns.map { pattern in
        RunReport.PatternRun(
          name: pattern.name,
          results: scenarios.map { scenario in
            let start = clock.now
            let result = pattern.play(scenario)
            return RunReport.TimedResult(
              result: result, durationMs: milliseconds(clock.now - start))
          })
      })
  }

  /// The scenarios of `files` whose name contains `filter` (ignoring case), in file order.
  public static func select(_ files: [ScenarioFile], filter: String?) -> [Scenario] {
    let all = files.flatMap(\.scenarios)
    guard let filter, !filter.isEmpty else { return all }
    return all.filter { $0.name.localizedCaseInsensitiveContains(filter) }
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
