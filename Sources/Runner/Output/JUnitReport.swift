import Formats

/// The JUnit XML report of a run, for CI: one `testsuite` per pattern, one `testcase` per
/// scenario, a failing scenario's report in its `failure` element.
///
/// ```xml
/// <testsuites name="patterns" tests="90" failures="1" time="0.412">
///   <testsuite name="mvc" tests="45" failures="1" errors="0" skipped="0" time="0.135">
///     <testcase name="Wrong password..." classname="mvc.login" file="…/login.scenario"
///       line="12" time="0.004">
///       <failure message="expected …, seen …" type="ScenarioFailure">FULL REPORT</failure>
///     </testcase>
/// ```
public enum JUnitReport {
  /// The XML document, ending with a newline.
  public static func render(_ report: RunReport) -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"patterns\" tests=\(attribute(report.passed + report.failed))"
        + " failures=\(attribute(report.failed))"
        + " time=\(attribute(seconds(report.patterns.flatMap(\.results))))>",
    ]
    for pattern in report.patterns {
      lines.append(
        "  <testsuite name=\(attribute(pattern.name)) tests=\(attribute(pattern.results.count))"
          + " failures=\(attribute(pattern.failed)) errors=\"0\" skipped=\"0\""
          + " time=\(attribute(seconds(pattern.results)))>")
      for timed in pattern.results {
        let scenario = timed.result.scenario
        let opening =
          "    <testcase name=\(attribute(scenario.name))"
          + " classname=\(attribute("\(pattern.name).\(fileStem(scenario.location.file))"))"
          + " file=\(attribute(scenario.location.file)) line=\(attribute(scenario.location.line))"
          + " time=\(attribute(seconds([timed])))"
        guard let failure = timed.result.failure else {
          lines.append(opening + "/>")
          continue
        }
        lines.append(opening + ">")
        lines.append(
          "      <failure message=\(attribute(failure.message)) type=\"ScenarioFailure\">"
            + MarkupEscaper.escape(failure.report, inAttribute: false) + "</failure>")
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `login` for `Sources/Scenarios/Suite/login.scenario`.
  static func fileStem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".scenario") ? String(name.dropLast(".scenario".count)) : name
  }

  /// Seconds with three decimals, summed over `results`.
  private static func seconds(_ results: [RunReport.TimedResult]) -> String {
    let milliseconds = Int(results.reduce(0) { $0 + $1.durationMs }.rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  private static func attribute(_ value: some CustomStringConvertible) -> String {
    "\"" + MarkupEscaper.escape(value.description) + "\""
  }
}
