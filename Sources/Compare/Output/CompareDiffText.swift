import TextColumns

/// `patterns compare SCREEN A B` as terminal text: the lines in which two patterns' files for
/// a screen differ, role by role, pair by pair. When the terminal gives each pattern
/// `CompareText.columnMinimum` columns, a hunk's two sides stand side by side; otherwise one
/// after the other, each line marked with its pattern. No line is wider than the width given.
public enum CompareDiffText {
  /// The difference, ending with a newline, at most `width` columns wide.
  public static func render(_ difference: ScreenDifference, width: Int) -> String {
    let width = max(width, 20)
    let (leftName, rightName) = (difference.left.pattern.name, difference.right.pattern.name)
    var lines = [
      CompareText.fit(
        "The \(difference.screen) screen, \(leftName) against \(rightName): only the lines "
          + "that differ, by role", width),
      CompareText.fit("\(summary(difference.left)); \(summary(difference.right))", width),
      CompareText.fit(totals(difference), width),
    ]
    let columnWidth = (width - CompareText.gutter.count) / 2
    let inColumns = columnWidth >= CompareText.columnMinimum
    if inColumns {
      lines.append("")
      lines.append(
        TextLayout.padded(leftName, to: columnWidth) + CompareText.gutter + rightName)
    }
    for (side, entry) in [(leftName, difference.left), (rightName, difference.right)]
    where !entry.moduleFound || entry.roles.isEmpty {
      let why = entry.moduleFound ? "no file for this screen" : "no Sources/\(entry.pattern.module)"
      lines.append(CompareText.fit("(\(side): \(why))", width))
    }
    for section in difference.sections {
      lines.append("")
      lines.append(CompareText.rule(title(section, difference), "═", width))
      for pair in section.pairs {
        lines.append(CompareText.rule("── " + heading(pair, difference), "─", width))
        let digits = max(
          3, String(max(pair.left?.lines.count ?? 0, pair.right?.lines.count ?? 0)).count)
        for hunk in pair.alignment.hunks {
          if pair.left != nil, pair.right != nil {
            lines.append(CompareText.fit(hunkLine(hunk, leftName, rightName), width))
          }
          if inColumns {
            lines += columns(hunk, digits: digits, columnWidth: columnWidth)
          } else {
            let nameWidth = max(leftName.count, rightName.count)
            for (name, start, side) in [
              (leftName, hunk.leftStart, hunk.left), (rightName, hunk.rightStart, hunk.right),
            ] {
              let mark = name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
              for (offset, line) in side.enumerated() {
                lines.append(
                  CompareText.fit(
                    CompareText.trimmedRight(
                      mark + " " + CompareText.numbered(line, start + offset, digits: digits)),
                    width))
              }
            }
          }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `mvp: 7 files, 351 lines`.
  static func summary(_ entry: PatternScreen) -> String {
    let files = entry.files.count
    let lines = entry.files.reduce(0) { $0 + $1.lines.count }
    return "\(entry.pattern.name): \(files) \(files == 1 ? "file" : "files"), \(count(lines))"
  }

  /// `169 lines alike, 163 only in mvp, 203 only in viper`.
  static func totals(_ difference: ScreenDifference) -> String {
    "\(count(difference.alike)) alike, \(difference.onlyLeft) only in "
      + "\(difference.left.pattern.name), \(difference.onlyRight) only in "
      + difference.right.pattern.name
  }

  /// The section's title, saying when only one pattern has the role.
  static func title(_ section: ScreenDifference.Section, _ difference: ScreenDifference) -> String {
    switch (section.leftRole, section.rightRole) {
    case (_?, nil): "\(section.title) (only \(difference.left.pattern.name))"
    case (nil, _?): "\(section.title) (only \(difference.right.pattern.name))"
    default: section.title
    }
  }

  /// `Views/LoginView.swift: 15 lines alike, 5 only in mvp, 4 only in viper`.
  static func heading(_ pair: ScreenDifference.FilePair, _ difference: ScreenDifference) -> String {
    let (leftName, rightName) = (difference.left.pattern.name, difference.right.pattern.name)
    switch (pair.left, pair.right) {
    case (let left?, nil): return "\(pair.title): only in \(leftName), \(count(left.lines.count))"
    case (nil, let right?):
      return "\(pair.title): only in \(rightName), \(count(right.lines.count))"
    default:
      guard !pair.alignment.hunks.isEmpty else {
        return "\(pair.title): the same, \(count(pair.alike))"
      }
      return "\(pair.title): \(count(pair.alike)) alike, \(pair.alignment.onlyLeft) only in "
        + "\(leftName), \(pair.alignment.onlyRight) only in \(rightName)"
    }
  }

  /// `1 line`, `3 lines`.
  static func count(_ lines: Int) -> String { "\(lines) \(lines == 1 ? "line" : "lines")" }

  /// `@@ mvp 1-2 · viper 1 @@`: where a hunk sits in each file.
  static func hunkLine(_ hunk: LineAlignment.Hunk, _ leftName: String, _ rightName: String)
    -> String
  {
    func range(_ start: Int, _ count: Int) -> String {
      switch count {
      case 0: "none"
      case 1: "\(start)"
      default: "\(start)-\(start + count - 1)"
      }
    }
    return "@@ \(leftName) \(range(hunk.leftStart, hunk.left.count)) · \(rightName) "
      + "\(range(hunk.rightStart, hunk.right.count)) @@"
  }

  /// A hunk's two sides in columns, row by row.
  static func columns(_ hunk: LineAlignment.Hunk, digits: Int, columnWidth: Int) -> [String] {
    (0..<max(hunk.left.count, hunk.right.count)).map { row in
      let left =
        row < hunk.left.count
        ? CompareText.numbered(hunk.left[row], hunk.leftStart + row, digits: digits) : ""
      let right =
        row < hunk.right.count
        ? CompareText.numbered(hunk.right[row], hunk.rightStart + row, digits: digits) : ""
      return CompareText.trimmedRight(
        TextLayout.padded(CompareText.fit(left, columnWidth), to: columnWidth)
          + CompareText.gutter + CompareText.fit(right, columnWidth))
    }
  }
}
