import TextColumns

/// A titled table of text cells, rendered as aligned text, Markdown or HTML.
public struct ReportTable: Equatable, Sendable {
  /// The heading above the table.
  public var title: String
  /// The column headers.
  public var headers: [String]
  /// Which columns are numbers (right-aligned).
  public var numeric: [Bool]
  /// The rows, one cell per column.
  public var rows: [[String]]
  /// A line printed under the table, if any.
  public var note: String?

  /// Creates a table; the first column is text, the others numbers unless `numeric` says.
  public init(
    title: String, headers: [String], numeric: [Bool]? = nil, rows: [[String]],
    note: String? = nil
  ) {
    self.title = title
    self.headers = headers
    self.numeric = numeric ?? headers.indices.map { $0 > 0 }
    self.rows = rows
    self.note = note
  }

  /// A table with no columns: its title and note alone (a section with nothing to show).
  public var isNoteOnly: Bool { headers.isEmpty }

  /// The table as aligned text: title, header, a rule, rows; columns two spaces apart,
  /// measured in display columns (`TextLayout`). When the table would be wider than
  /// `maxWidth`, the first column's cells are shortened in the middle with `…` to fit.
  /// A table with no columns is its title and note.
  public func text(maxWidth: Int = 100) -> String {
    guard !isNoteOnly else { return ([title] + [note].compactMap { $0 }).joined(separator: "\n") }
    var cells = [headers] + rows
    var widths = headers.indices.map { column in
      cells.map { TextLayout.width($0[column]) }.max() ?? 0
    }
    let overflow = widths.reduce(0, +) + 2 * (widths.count - 1) - maxWidth
    if overflow > 0, !numeric[0] {
      widths[0] = max(TextLayout.width(headers[0]), widths[0] - overflow, 8)
      cells = cells.map { row in
        [TextLayout.truncatedInMiddle(row[0], to: widths[0])] + row.dropFirst()
      }
    }
    func line(_ row: [String]) -> String {
      row.enumerated().map { column, cell in
        numeric[column]
          ? TextLayout.rightAligned(cell, in: widths[column])
          : TextLayout.padded(cell, to: widths[column])
      }.joined(separator: "  ").replacing(/\s+$/, with: "")
    }
    var lines = [
      title, line(cells[0]),
      widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "),
    ]
    lines += cells.dropFirst().map(line)
    if let note { lines.append(note) }
    return lines.joined(separator: "\n")
  }

  /// The table in GitHub Markdown, under a `###` heading (a table with no columns: the
  /// heading and its note).
  public func markdown() -> String {
    guard !isNoteOnly else {
      return (["### \(title)"] + [note].compactMap { $0 }).joined(separator: "\n\n")
    }
    func line(_ row: [String]) -> String {
      "| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ")
        + " |"
    }
    var lines = ["### \(title)", "", line(headers)]
    lines.append("|" + numeric.map { $0 ? " ---: |" : " --- |" }.joined())
    lines += rows.map(line)
    if let note { lines += ["", note] }
    return lines.joined(separator: "\n")
  }
}
