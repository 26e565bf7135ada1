/// `patterns bench` as text for a terminal: one table per figure, each under 100 columns.
/// Spreads read `median (min–max)`.
public enum BenchTextReport {
  /// The report as tables, ending with a newline.
  public static func render(_ report: BenchReport) -> String {
    var lines: [String] = []
    let build = report.isReleaseBuild ? "release build" : "DEBUG build (not to quote)"
    lines.append(
      "Benchmark of the patterns, \(build): \(report.settings.rounds) interleaved rounds,"
        + " median (min–max)")
    lines.append("")
    lines += search(report)
    lines.append("")
    lines.append("User flows")
    lines += table(
      ["pattern", "sign in (ms)", "open-edit-save (ms)", "scenarios per second"],
      report.patterns.map { pattern in
        [
          pattern.name, spread(pattern.signInMilliseconds),
          spread(pattern.openEditSaveMilliseconds), spread(pattern.scenariosPerSecond, 0),
        ]
      })
    lines.append("")
    lines += memory(report)
    lines.append("")
    lines += typing(report)
    if let peak = report.peakResidentBytes {
      lines.append("")
      lines.append("Peak resident size of the whole run: \(grouped(Double(peak) / 1_048_576)) MB")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func search(_ report: BenchReport) -> [String] {
    var rows: [[String]] = []
    for (index, size) in report.settings.catalogSizes.enumerated() {
      if report.rawSearch.indices.contains(index) {
        rows.append(["raw", grouped(Double(size)), spread(report.rawSearch[index]), "", ""])
      }
      for pattern in report.patterns where pattern.search.indices.contains(index) {
        let figure = pattern.search[index]
        rows.append([
          pattern.name, grouped(Double(size)), spread(figure.milliseconds),
          spread(figure.ratio) + "×", figure.meetsTarget ? "met" : "NOT met",
        ])
      }
    }
    let verdict = report.searchTargetMet ? "met by every pattern" : "NOT met by every pattern"
    return ["Search: keystroke to rendered table, against raw Domain filter and sort + rendering"]
      + table(["pattern", "products", "time (ms)", "ratio to raw", "target"], rows)
      + ["  Target ≤ \(number(BenchReport.searchTarget))× raw (median): \(verdict)."]
  }

  private static func memory(_ report: BenchReport) -> [String] {
    let screens = report.patterns.first { !$0.memory.isEmpty }?.memory.map(\.screen) ?? []
    guard !screens.isEmpty else { return ["Memory: not measured on this platform"] }
    let size = grouped(Double(report.settings.catalogSizes.first ?? 0))
    return [
      "Memory: heap kept by each screen, KB (the catalog shows \(size) products)"
    ]
      + table(
        ["pattern"] + screens,
        report.patterns.map { pattern in
          [pattern.name] + pattern.memory.map { spread($0.bytes.scaled(by: 1 / 1_024), 0) }
        })
  }

  private static func typing(_ report: BenchReport) -> [String] {
    let window = grouped(Double(report.settings.typingWindow))
    var rows: [[String]] = []
    for pattern in report.patterns {
      for figure in pattern.typing {
        rows.append([
          pattern.name, figure.field, spread(figure.firstMicroseconds, 1),
          spread(figure.lastMicroseconds, 1), spread(figure.ratio),
        ])
      }
    }
    return [
      "Typing \(grouped(Double(report.settings.typedCharacters))) characters into each field:"
        + " µs per keystroke, first and last \(window) (flat: ≈ 1)"
    ]
      + table(
        ["pattern", "field", "first (µs)", "last (µs)", "last ÷ first"], rows, leftColumns: 2)
  }

  /// Columns padded to their widest cell; the first `leftColumns` left-aligned, the others
  /// right-aligned.
  static func table(_ headers: [String], _ rows: [[String]], leftColumns: Int = 1) -> [String] {
    let all = [headers] + rows
    let widths = headers.indices.map { column in
      all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    return all.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
        return column < leftColumns ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }.map { "  " + $0 }
  }

  /// `4.31 (4.02–5.17)`.
  static func spread(_ spread: BenchSpread, _ decimals: Int = 2) -> String {
    "\(number(spread.median, decimals)) (\(number(spread.min, decimals))–"
      + "\(number(spread.max, decimals)))"
  }

  /// A number with `decimals` decimals (at most two significant after the point for small
  /// values) and thousands grouped.
  static func number(_ value: Double, _ decimals: Int = 2) -> String {
    guard value.isFinite else { return "–" }
    let scale = decimals == 0 ? 1.0 : (decimals == 1 ? 10.0 : 100.0)
    let scaled = Int((abs(value) * scale).rounded())
    let whole = grouped(Double(scaled / Int(scale)))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return sign + whole }
    let fraction = String(scaled % Int(scale))
    return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }

  /// A whole number with thousands grouped by commas: `100,000`.
  static func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var result = ""
    for (index, digit) in digits.reversed().enumerated() {
      if index > 0, index % 3 == 0, digit != "-" { result.append(",") }
      result.append(digit)
    }
    return String(result.reversed())
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
