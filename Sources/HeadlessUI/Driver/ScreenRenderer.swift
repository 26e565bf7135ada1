import TextColumns

/// A deterministic text picture of what a window shows, at most 72 columns wide (East Asian
/// wide characters and emoji count as two): used in terminals, failure reports and snapshot
/// tests.
///
/// The first line names the top screen (`screen login`). Then one line per visible element,
/// in subview order: kind, identifier (`-` when it has none), text, and state:
///
/// ```
/// screen login
/// label     login.title          "Sign in"
/// field     login.email          "ada@example.com"  focused
/// switch    login.remember       on
/// field     login.password       "•••••••••"  secure
/// button    login.submit         "Sign in"  disabled
/// ```
///
/// Hidden elements (or inside hidden views) are left out; a secure field shows one "•" per
/// character, never its text; an empty field shows its placeholder; a table lists its
/// visible rows (number, title, detail); a view whose style name is not registered is marked
/// `[unknown style 'Name']`. An alert on screen is drawn as a box after the screen.
public enum ScreenRenderer {
  /// The width of every render.
  public static let columns = 72

  /// Renders the window's top screen and alert.
  public static func render(_ window: UIWindow) -> String {
    window.layoutIfNeeded()
    let driver = UIDriver(window: window)
    guard let screen = driver.topScreen, let root = screen.viewIfLoaded else {
      return "(no screen)\n"
    }
    var lines = ["screen \(driver.screenName)"]
    if let style = root.unknownStyle { lines[0] += "  [unknown style '\(style)']" }
    if let bar = screen.navigationItem.searchController?.searchBar { lines += render(bar) }
    for child in root.subviews { lines += render(child) }
    if let alert = driver.presentedAlert { lines += box(alert) }
    return lines.map { TextLayout.truncated($0, to: columns) }.joined(separator: "\n") + "\n"
  }

  static func render(_ view: UIView) -> [String] {
    guard !view.isHidden else { return [] }
    var lines: [String] = []
    if let line = line(for: view) { lines.append(line) }
    if let table = view as? UITableView { return lines + rows(of: table) }
    if view is UIControl || view is UISearchBar { return lines }
    for child in view.subviews { lines += render(child) }
    return lines
  }

  static func line(for view: UIView) -> String? {
    var parts: [String] = []
    switch view {
    case let field as UITextField:
      let text = field.text ?? ""
      if field.isSecureTextEntry {
        // One "•" per character, counted only past what a line can show: the line is cut.
        parts.append(quoted(String(repeating: "•", count: text.prefix(columns + 1).count)))
      } else {
        // Only what a line can show (the line is cut), however long the text.
        parts.append(quoted(String(text.prefix(columns + 1))))
      }
      if text.isEmpty, let placeholder = field.placeholder {
        parts = ["placeholder \(quoted(placeholder))"]
      }
      if field.isSecureTextEntry { parts.append("secure") }
      if field.isFirstResponder { parts.append("focused") }
    case let button as UIButton: parts.append(quoted(button.currentTitle ?? ""))
    case let toggle as UISwitch: parts.append(toggle.isOn ? "on" : "off")
    case let bar as UISearchBar:
      let field = bar.searchTextField
      let text = field.text ?? ""
      parts.append(
        text.isEmpty && field.placeholder != nil
          ? "placeholder \(quoted(field.placeholder ?? ""))" : quoted(text))
      if field.isFirstResponder { parts.append("focused") }
    case let control as UISegmentedControl:
      let titles = (0..<control.numberOfSegments).map { index in
        let title = control.titleForSegment(at: index) ?? "?"
        return index == control.selectedSegmentIndex ? "[\(title)]" : title
      }
      parts.append(titles.joined(separator: " | "))
    case let label as UILabel: parts.append(quoted(label.text ?? ""))
    case let table as UITableView:
      let count = table.totalRowsAfterReload
      let shown = (table.indexPathsForVisibleRows ?? []).map { table.flatIndex(of: $0) + 1 }
      var summary = count == 1 ? "1 row" : "\(count) rows"
      if let first = shown.first, let last = shown.last, shown.count < count {
        summary += ", \(first)–\(last) shown"
      }
      parts.append(summary)
    case let spinner as UIActivityIndicatorView:
      parts.append(spinner.isAnimating ? "animating" : "stopped")
    case let image as UIImageView:
      guard image.image != nil || image.accessibilityIdentifier != nil else { return nil }
      parts.append(image.image.map { "'\($0.name)'" } ?? "(no image)")
    default:
      guard view.accessibilityIdentifier != nil || view.unknownStyle != nil else { return nil }
    }
    var flags: [String] = []
    if view is UITextField || view is UISearchBar {
      flags = parts.filter { $0 == "secure" || $0 == "focused" }
    }
    var content = parts.filter { $0 != "secure" && $0 != "focused" }.joined(separator: "  ")
    if let control = view as? UIControl, !control.isEnabled { flags.append("disabled") }
    if let style = view.unknownStyle { flags.append("[unknown style '\(style)']") }
    let kind = TextLayout.padded(shortKind(view), to: 9)
    let id = TextLayout.padded(view.accessibilityIdentifier ?? "-", to: 20)
    let prefix = kind + " " + id + " "
    let suffix = flags.isEmpty ? "" : "  " + flags.joined(separator: "  ")
    let room = columns - DisplayWidth.of(prefix) - DisplayWidth.of(suffix)
    content = TextLayout.truncated(content, to: max(room, 6))
    return (prefix + content + suffix).trimmingSuffixSpaces()
  }

  static func shortKind(_ view: UIView) -> String {
    switch view {
    case is UITextField: "field"
    case is UIButton: "button"
    case is UISwitch: "switch"
    case is UISearchBar: "search"
    case is UISegmentedControl: "segments"
    case is UITableView: "table"
    case is UILabel: "label"
    case is UIActivityIndicatorView: "spinner"
    case is UIImageView: "image"
    case is UIControl: "control"
    default: "view"
    }
  }

  static func quoted(_ text: String) -> String { TextQuoting.quoted(text) }
}

extension String {
  func trimmingSuffixSpaces() -> String {
    var result = self
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }
}
