import Formats
import PatternModel
import Runner
import Scenarios

/// `patterns run --format html`: the run as one page, a matrix of scenarios × patterns, each
/// failure in full, and, for every failing scenario, its film strip for every pattern side by
/// side (`FilmStripHTML`), which the failure's cell and report link to.
public enum RunHTML {
  /// The page; failing scenarios are played again step by step on `patterns` for their
  /// strips (a pattern without `makeWindow` has none).
  @MainActor
  public static func render(_ report: RunReport, patterns: [PatternDescription]) -> String {
    let failing = failingScenarios(report)
    let strips = failing.map { scenario in
      patterns.compactMap { FilmStrip.play(scenario, on: $0) }
    }.filter { !$0.isEmpty }
    let stripped = Set(
      strips.compactMap { $0.first.map { FilmStripHTML.anchor(for: $0.scenario) } })
    var body = "<h1>patterns run</h1>\n<p>\(escape(report.summary))</p>\n"
    body += matrix(report, stripped: stripped)
    let failures = report.patterns.flatMap { run in
      run.results.compactMap { timed in timed.result.failure.map { (run.name, timed, $0) } }
    }
    if !failures.isEmpty { body += "<h2>Failures</h2>\n" }
    for (pattern, timed, failure) in failures {
      let anchor = FilmStripHTML.anchor(for: timed.result.scenario)
      body += "<h3 id=\"\(failureAnchor(pattern, anchor))\">✗ \(escape(pattern)): "
      body += "\(escape(timed.name))</h3>\n<pre>\(escape(failure.report))</pre>\n"
      if stripped.contains(anchor) {
        body += "<p><a href=\"#\(anchor)\">Step by step, every pattern</a></p>\n"
      }
    }
    if !strips.isEmpty { body += "<h2>Failing scenarios step by step</h2>\n" }
    body += strips.map { FilmStripHTML.section($0) }.joined(separator: "\n")
    return PageStyle.page(
      title: "patterns run",
      style: """
        table.run th, table.run td { border: 1px solid #ccc; padding: 2px 8px; text-align: left; }
        \(FilmStripHTML.style)
        """, body: body)
  }

  /// The scenarios that failed on any pattern, once each, in run order.
  static func failingScenarios(_ report: RunReport) -> [Scenario] {
    var seen = Set<String>()
    var scenarios: [Scenario] = []
    for run in report.patterns {
      for timed in run.results where !timed.result.passed {
        let scenario = timed.result.scenario
        if seen.insert(FilmStripHTML.anchor(for: scenario)).inserted { scenarios.append(scenario) }
      }
    }
    return scenarios
  }

  private static func matrix(_ report: RunReport, stripped: Set<String>) -> String {
    var html = "<table class=\"run\">\n<tr><th>scenario</th>"
    html += report.patterns.map { "<th>\(escape($0.name))</th>" }.joined() + "</tr>\n"
    for (index, first) in (report.patterns.first?.results ?? []).enumerated() {
      html += "<tr><td>\(escape(first.name))</td>"
      for run in report.patterns {
        guard run.results.indices.contains(index) else {
          html += "<td>-</td>"
          continue
        }
        let timed = run.results[index]
        let cell = "\(timed.result.passed ? "✓" : "✗") \(timed.roundedMs) ms"
        if timed.result.passed {
          html += "<td class=\"passed\">\(cell)</td>"
        } else {
          let anchor = FilmStripHTML.anchor(for: timed.result.scenario)
          let target = stripped.contains(anchor) ? anchor : failureAnchor(run.name, anchor)
          html += "<td class=\"failed\"><a href=\"#\(target)\">\(cell)</a></td>"
        }
      }
      html += "</tr>\n"
    }
    return html + "</table>\n"
  }

  private static func failureAnchor(_ pattern: String, _ anchor: String) -> String {
    "failure-\(pattern)-" + anchor.dropFirst("strip-".count)
  }

  private static func escape(_ text: String) -> String { FilmStripHTML.escape(text) }
}
