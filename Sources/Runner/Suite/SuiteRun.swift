import PatternModel
import Scenarios
import Scheduling

/// Plays scenarios against patterns and times each one.
///
/// The durations are wall time for the reader, read from `LiveScheduler` (the project's one
/// real clock): they never reach the app, which runs on virtual time.
public enum SuiteRun {
  /// Runs every scenario against each pattern, in order.
  public static func run(
    _ scenarios: [Scenario], on patterns: [PatternDescription]
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

  /// The scenarios of `files` whose name or file name (`lockout.scenario`, without its
  /// folders) contains `filter`, ignoring case, in file order; all of them without a filter.
  public static func select(_ files: [ScenarioFile], filter: String?) -> [Scenario] {
    guard let filter, !filter.isEmpty else { return files.flatMap(\.scenarios) }
    return files.flatMap { file in
      let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
      if fileName.localizedCaseInsensitiveContains(filter) { return file.scenarios }
      return file.scenarios.filter { $0.name.localizedCaseInsensitiveContains(filter) }
    }
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
