import TextColumns

/// The human-readable report of a run.
///
/// One pattern: one line per scenario (`✓`/`✗`, name, milliseconds). Several patterns: a
/// matrix of scenarios × patterns. Then every failure in full (once, naming every pattern
/// that failed it the same way), and last, alone on its line, `N passed, M failed`.
public enum TextReport {
  /// The report, ending with a newline; the matrix keeps to `width` columns when names allow.
  public static func render(_ report: RunReport, width: Int = 100) -> String {
    var lines: [String] = []
    if report.patterns.count == 1, let pattern = report.patterns.first {
      lines.append(pattern.name)
      lines += pattern.results.map { "  \(mark($0)) \($0.name) (\($0.roundedMs) ms)" }
    } else if !report.patterns.isEmpty {
      lines += matrix(report.patterns, width: width)
    }
    for failure in failures(report) {
      lines.append("")
      lines.append("✗ \(failure.patterns.joined(separator: ", ")): \(failure.scenario)")
      lines.append(failure.report)
    }
    lines.append("")
    lines.append(report.summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every failure once, with the patterns that failed it the same way (the same scenario,
  /// the same report: a failure every pattern shares is printed once), in the order of
  /// their first pattern.
  static func failures(_ report: RunReport) -> [(
    patterns: [String], scenario: String, report: String
  )] {
    let failed = report.patterns.flatMap { pattern in
      pattern.results.compactMap { timed in
        timed.result.failure.map { (pattern: pattern.name, timed: timed, report: $0.report) }
      }
    }
    return failed.groupedInOrder { [$0.timed.file, $0.timed.name, $0.report] }.map { group in
      (group.map(\.pattern), group[0].timed.name, group[0].report)
    }
  }

  /// `✓` or `✗`.
  static func mark(_ timed: RunReport.TimedResult) -> String {
    timed.result.passed ? "✓" : "✗"
  }

  /// A header of pattern names, then per file its name and one row per scenario with a
  /// `✓ 3 ms` / `✗ 5 ms` cell per pattern.
  static func matrix(_ patterns: [RunReport.PatternRun], width lineWidth: Int = 100) -> [String] {
    let rows = patterns[0].results.indices
    let cells = patterns.map { pattern in
      pattern.results.map { "\(mark($0)) \($0.roundedMs) ms" }
    }
    let cellWidth =
      max(
        patterns.map { TextLayout.width($0.name) }.max() ?? 0,
        cells.flatMap { $0 }.map { TextLayout.width($0) }.max() ?? 0) + 2
    // Names are shortened (with "…") only as much as the line width needs.
    let naturalWidth =
      (rows.map { TextLayout.width(patterns[0].results[$0].name) }.max() ?? 0) + 4
    let nameWidth = min(naturalWidth, max(24, lineWidth - cellWidth * patterns.count))
    func row(_ first: String, _ rest: [String]) -> String {
      let padded = [pad(first, nameWidth)] + rest.dropLast().map { pad($0, cellWidth) }
      return (padded + [rest.last ?? ""]).joined()
    }
    var lines = [row("", patterns.map(\.name))]
    var file: String?
    for index in rows {
      let timed = patterns[0].results[index]
      if timed.file != file {
        file = timed.file
        lines.append(timed.file)
      }
      let name = TextLayout.truncated(timed.name, to: nameWidth - 4)
      lines.append(row("  " + name, cells.map { index < $0.count ? $0[index] : "-" }))
    }
    return lines
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    TextLayout.padded(text, to: width, minimumGap: 1)
  }
}
