import TextColumns

/// `patterns compare` as terminal text: one pattern after another, each role's files with
/// line numbers; or the patterns in columns, side by side, when the terminal is wide enough
/// for every one to get `columnMinimum` columns. No line is wider than the width given.
public enum CompareText {
  /// The narrowest column the side-by-side layout gives a pattern (code is formatted to 100
  /// columns, so narrower columns would cut most long lines).
  public static let columnMinimum = 100
  /// Between two columns.
  static let gutter = " │ "

  /// The comparison, ending with a newline, at most `width` columns wide.
  public static func render(_ comparison: ScreenComparison, width: Int) -> String {
    let width = max(width, 20)
    let count = comparison.patterns.count
    var lines = [
      fit(
        "The \(comparison.screen) screen in \(count) \(count == 1 ? "pattern" : "patterns")"
          + " (\(ScreenComparison.ruleSummary))",
        width)
    ]
    let columnWidth = count > 1 ? (width - gutter.count * (count - 1)) / count : 0
    if count > 1, columnWidth >= columnMinimum {
      let columns = comparison.patterns.map { block($0, width: columnWidth) }
      let height = columns.map(\.count).max() ?? 0
      lines.append("")
      for row in 0..<height {
        let cells = columns.map { row < $0.count ? $0[row] : "" }
        let joined = cells.enumerated().map { index, cell in
          index == cells.count - 1 ? cell : TextLayout.padded(cell, to: columnWidth)
        }.joined(separator: gutter)
        lines.append(trimmedRight(joined))
      }
    } else {
      for entry in comparison.patterns {
        lines.append("")
        lines += block(entry, width: width)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One pattern's lines: a title, then per role its name and files, each line numbered.
  static func block(_ entry: PatternScreen, width: Int) -> [String] {
    let title = "\(entry.pattern.name) (Sources/\(entry.pattern.module)/)"
    var lines = [rule(title, "═", width)]
    guard entry.moduleFound else {
      return lines + [fit("  (no Sources/\(entry.pattern.module) folder)", width)]
    }
    guard !entry.roles.isEmpty else { return lines + ["  (no file for this screen)"] }
    let perRole = entry.roles.map {
      "\($0.role.title) \($0.files.reduce(0) { $0 + $1.lines.count })"
    }
    let total = entry.files.reduce(0) { $0 + $1.lines.count }
    let files = entry.files.count
    lines.append(
      fit(
        "\(files) \(files == 1 ? "file" : "files"), \(total) lines: "
          + perRole.joined(separator: ", "), width))
    for roleFiles in entry.roles {
      lines.append(rule("── \(roleFiles.role.title)", "─", width))
      for file in roleFiles.files {
        let fileLines = file.lines
        let digits = max(3, String(fileLines.count).count)
        lines.append(fit("\(file.pathInModule) (\(fileLines.count) lines\(file.note))", width))
        for (index, line) in fileLines.enumerated() {
          lines.append(fit(numbered(line, index + 1, digits: digits), width))
        }
      }
    }
    return lines
  }

  /// `line` after its number, right-aligned in `digits` columns, and two spaces; tabs as four
  /// spaces, no trailing space.
  static func numbered(_ line: String, _ number: Int, digits: Int) -> String {
    let number = String(number)
    let gutter = String(repeating: " ", count: max(0, digits - number.count)) + number + "  "
    let expanded = line.split(separator: "\t", omittingEmptySubsequences: false)
      .joined(separator: "    ")
    return trimmedRight(gutter + expanded)
  }

  /// `title`, a space and `filler` up to `width` columns.
  static func rule(_ title: String, _ filler: Character, _ width: Int) -> String {
    let rest = width - DisplayWidth.of(title) - 1
    guard rest > 0 else { return fit(title, width) }
    return title + " " + String(repeating: filler, count: rest)
  }

  /// `text` cut to `width` columns ("…" marks a cut).
  static func fit(_ text: String, _ width: Int) -> String {
    DisplayWidth.of(text) <= width ? text : TextLayout.truncated(text, to: width)
  }

  static func trimmedRight(_ text: String) -> String {
    var text = Substring(text)
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
