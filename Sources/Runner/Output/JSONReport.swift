import Formats

/// The machine-readable report of a run, documented in Docs/Runner.md:
///
/// `{"passed":N,"failed":M,"patterns":[{"name":"mvp","passed":N,"failed":M,"scenarios":[
/// {"file":"…","name":"…","line":L,"status":"passed"|"failed","durationMs":D,
/// "failure":{"line":L,"step":"…","message":"…","screen":"…"}}]}]}`
///
/// Keys come in exactly that order; `failure` is present only for a failed scenario;
/// `durationMs` is whole milliseconds.
public enum JSONReport {
  /// The report as one line of JSON, ending with a newline.
  public static func render(_ report: RunReport) -> String {
    value(report).compact() + "\n"
  }

  /// The report as a JSON value.
  public static func value(_ report: RunReport) -> JSONValue {
    let patterns = report.patterns.map { pattern in
      JSONValue.object([
        ("name", .string(pattern.name)),
        ("passed", .int(pattern.passed)),
        ("failed", .int(pattern.failed)),
        ("scenarios", .array(pattern.results.map(scenario))),
      ])
    }
    return .object([
      ("passed", .int(report.passed)),
      ("failed", .int(report.failed)),
      ("patterns", .array(patterns)),
    ])
  }

  private static func scenario(_ timed: RunReport.TimedResult) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("file", .string(timed.file)),
      ("name", .string(timed.name)),
      ("line", .int(timed.result.scenario.location.line)),
      ("status", .string(timed.result.passed ? "passed" : "failed")),
      ("durationMs", .int(timed.roundedMs)),
    ]
    if let failure = timed.result.failure {
      members.append(
        (
          "failure",
          .object([
            ("line", .int(failure.location.line)),
            ("step", .string(failure.step)),
            ("message", .string(failure.message)),
            ("screen", .string(failure.screen)),
          ])
        ))
    }
    return .object(members)
  }
}
