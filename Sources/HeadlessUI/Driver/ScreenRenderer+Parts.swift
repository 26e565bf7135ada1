import Foundation
import TextColumns

/// Table rows and the alert box.
extension ScreenRenderer {
  /// The visible rows of a table, one line each: number, title, detail at the right edge.
  static func rows(of table: UITableView) -> [String] {
    let paths = table.indexPathsForVisibleRows ?? []
    return paths.compactMap { path in
      guard let cell = table.cellForRow(at: path), !cell.isHidden else { return nil }
      let (title, detail) = texts(of: cell)
      let number = TextLayout.padded("  \(table.flatIndex(of: path) + 1).", to: 6) + " "
      let detailText = detail ?? ""
      let room = columns - DisplayWidth.of(number) - DisplayWidth.of(detailText) - 2
      let titleText = TextLayout.truncated(title ?? "", to: max(room, 8))
      let gap = columns - DisplayWidth.of(number + titleText) - DisplayWidth.of(detailText)
      let line = number + titleText + String(repeating: " ", count: max(2, gap)) + detailText
      return line.trimmingSuffixSpaces()
    }
  }

  /// A cell's title and detail: its standard labels, or the first two labels with text in
  /// its content view when both standard ones are empty.
  static func texts(of cell: UITableViewCell) -> (title: String?, detail: String?) {
    let title = cell.textLabel?.text
    let detail = cell.detailTextLabel?.text
    if (title ?? "").isEmpty && (detail ?? "").isEmpty {
      let labels = cell.contentView.selfAndDescendants.compactMap { $0 as? UILabel }
        .filter { $0 !== cell.textLabel && $0 !== cell.detailTextLabel && !$0.isHiddenInHierarchy }
        .compactMap(\.text).filter { !$0.isEmpty }
      if !labels.isEmpty { return (labels.first, labels.dropFirst().first) }
    }
    return (title, detail)
  }

  /// An alert as a box: title, message (wrapped), buttons.
  static func box(_ alert: UIAlertController) -> [String] {
    let inner = columns - 4
    var body: [String] = []
    if let title = alert.title { body += wrap(title, to: inner) }
    if let message = alert.message {
      for paragraph in message.components(separatedBy: "\n") { body += wrap(paragraph, to: inner) }
    }
    var buttons = alert.actions.map { action in
      "[" + (action.title ?? "") + (action.isEnabled ? "" : " (disabled)") + "]"
    }.joined(separator: "  ")
    if buttons.isEmpty { buttons = "(no buttons)" }
    body += wrap(buttons, to: inner)
    let width = min(inner, body.map { DisplayWidth.of($0) }.max() ?? 0)
    let top = "╭" + String(repeating: "─", count: width + 2) + "╮"
    let bottom = "╰" + String(repeating: "─", count: width + 2) + "╯"
    return ["", top] + body.map { "│ " + TextLayout.padded($0, to: width) + " │" } + [bottom]
  }

  /// Splits text into lines of at most `columns` columns, at spaces where possible.
  static func wrap(_ text: String, to columns: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = current.isEmpty ? word : current + " " + word
      if DisplayWidth.of(candidate) <= columns {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = word
      while DisplayWidth.of(current) > columns {
        var head = ""
        for character in current {
          if DisplayWidth.of(head) + DisplayWidth.of(character) > columns { break }
          head.append(character)
        }
        lines.append(head)
        current = String(current.dropFirst(head.count))
      }
    }
    lines.append(current)
    return lines
  }
}
