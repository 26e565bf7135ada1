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
    let patterns = report.patterns.map { pattern in
      object([
        ("name", string(pattern.name)),
        ("passed", "\(pattern.passed)"),
        ("failed", "\(pattern.failed)"),
        ("scenarios", array(pattern.results.map(scenario))),
      ])
    }
    return object([
      ("passed", "\(report.passed)"),
      ("failed", "\(report.failed)"),
      ("patterns", array(patterns)),
    ]) + "\n"
  }

  private static func scenario(_ timed: RunReport.TimedResult) -> String {
    var members = [
      ("file", string(timed.file)),
      ("name", string(timed.name)),
      ("line", "\(timed.result.scenario.location.line)"),
      ("status", string(timed.result.passed ? "passed" : "failed")),
      ("durationMs", "\(timed.roundedMs)"),
    ]
    if let failure = timed.result.failure {
      members.append(
        (
          "failure",
          object([
            ("line", "\(failure.location.line)"),
            ("step", string(failure.step)),
            ("message", string(failure.message)),
            ("screen", string(failure.screen)),
          ])
        ))
    }
    return object(members)
  }

  private static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }

  private static func array(_ elements: [String]) -> String {
    "[" + elements.joined(separator: ",") + "]"
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, as every
  /// JSON the workbench writes escapes them (`JSONValue.quoted`).
  static func string(_ text: String) -> String {
    JSONValue.quoted(text)
  }
}
