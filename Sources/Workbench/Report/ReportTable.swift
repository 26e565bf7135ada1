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

  /// The table as aligned text: title, header, a rule, rows; columns two spaces apart.
  /// Text cells longer than `maxTextWidth` are shortened in the middle with `…`.
  public func text(maxTextWidth: Int = 38) -> String {
    let cells = ([headers] + rows).map { row in
      row.enumerated().map { column, cell in
        numeric[column] ? cell : Self.shorten(cell, to: maxTextWidth)
      }
    }
    let widths = headers.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
    func line(_ row: [String]) -> String {
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return numeric[column] ? padding + cell : cell + padding
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

  /// The table in GitHub Markdown, under a `###` heading.
  public func markdown() -> String {
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

  static func shorten(_ text: String, to width: Int) -> String {
    guard text.count > width, width > 1 else { return text }
    let tail = (width - 1) / 2
    return String(text.prefix(width - 1 - tail)) + "…" + String(text.suffix(tail))
  }
}
