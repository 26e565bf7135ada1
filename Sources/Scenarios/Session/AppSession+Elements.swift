import HeadlessUI

extension AppSession {
  /// The identified elements of the top screen, depth-first in subview order (a table's
  /// cells are not listed: see its `rows`); empty once closed.
  public var elements: [ElementState] {
    guard !isClosed, let root = driver.topScreenView else { return [] }
    window?.layoutIfNeeded()
    var found: [ElementState] = []
    collect(root, into: &found)
    return found
  }

  /// The element `id` on the top screen as it is now, or nil when there is none.
  public func element(_ id: String) -> ElementState? {
    guard !isClosed, let view = try? driver.element(id) else { return nil }
    return Self.state(of: view, id: id)
  }

  /// The alert on screen, if any: its title, message and button titles.
  public var alert: (title: String, message: String?, buttons: [String])? {
    guard !isClosed, let alert = driver.presentedAlert else { return nil }
    return (alert.title ?? "", alert.message, alert.actions.map { $0.title ?? "" })
  }

  /// The expectation steps about element `id` that hold now, in the language's order:
  /// `text` (not for a secure field holding text, which would show it), `placeholder`,
  /// `enabled`/`disabled`, `visible`/`hidden`, `focused`, `selected`, `rows`, then one
  /// `expect row N of ID …` per row, then `on`/`off` for a switch. Each is checked before it is returned. Empty when
  /// there is no such element (or the session is closed). A hidden element gives only
  /// `hidden`: what it would show is no user's to see (a hidden label's text is
  /// unspecified), and an app may leave it out of the screen altogether, as SwiftUI does.
  ///
  /// Their locations name `<session>`, line 1.
  public func expectations(for id: String) -> [Step] {
    guard let state = element(id) else { return [] }
    if state.isHidden { return holding(["expect \(id) hidden"]) }
    var lines: [String] = []
    if let text = state.text, !(state.kind == "secure text field" && !text.isEmpty) {
      lines.append("expect \(id) text \(quoted(text))")
    }
    if let placeholder = state.placeholder {
      lines.append("expect \(id) placeholder \(quoted(placeholder))")
    }
    if let enabled = state.isEnabled {
      lines.append("expect \(id) \(enabled ? "enabled" : "disabled")")
    }
    lines.append("expect \(id) \(state.isHidden ? "hidden" : "visible")")
    if state.isFocused { lines.append("expect \(id) focused") }
    if let segment = state.selectedSegment {
      lines.append("expect \(id) selected \(quoted(segment))")
    }
    if let rows = state.rows {
      lines.append("expect \(id) rows \(rows)")
      for row in rows > 0 ? Array(1...rows) : [] {
        guard let texts = try? driver.rowTexts(row, of: id) else { continue }
        lines.append(
          "expect row \(row) of \(id) \(quoted(texts.title ?? "")) \(quoted(texts.detail ?? ""))")
      }
    }
    if let isOn = state.isOn { lines.append("expect \(id) \(isOn ? "on" : "off")") }
    return holding(lines)
  }

  /// The expectation steps about the whole screen that hold now: `expect screen SCREEN`
  /// (when the top screen has an identifier), then `expect alert …` with its message, or
  /// `expect no alert`.
  public func screenExpectations() -> [Step] {
    guard !isClosed else { return [] }
    var lines: [String] = []
    if let screen = driver.topScreenIdentifier { lines.append("expect screen \(screen)") }
    if let alert {
      lines.append(
        "expect alert \(quoted(alert.title))"
          + (alert.message.map { " message \(quoted($0))" } ?? ""))
    } else {
      lines.append("expect no alert")
    }
    return holding(lines)
  }

  /// The lines that parse and hold now, as steps (checked without observers hearing them).
  private func holding(_ lines: [String]) -> [Step] {
    lines.compactMap { line in
      guard let step = try? ScenarioParser.parseStep(line, path: "<session>"),
        case .expectation(let expectation) = step.kind,
        (try? check(expectation)) != nil
      else { return nil }
      return step
    }
  }

  private func collect(_ view: UIView, into found: inout [ElementState]) {
    if let id = view.accessibilityIdentifier, !id.isEmpty {
      found.append(Self.state(of: view, id: id))
    }
    if view is UITableView { return }
    for child in view.subviews { collect(child, into: &found) }
  }

  static func state(of view: UIView, id: String) -> ElementState {
    var state = ElementState(
      id: id, kind: view.kindForMessages, isHidden: view.isHiddenInHierarchy,
      isFocused: view.isFirstResponder)
    switch view {
    case let label as UILabel: state.text = label.text ?? ""
    case let field as UITextField:
      let text = field.text ?? ""
      state.text = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
      state.placeholder = field.placeholder
    case let button as UIButton: state.text = button.currentTitle ?? ""
    case let control as UISegmentedControl:
      let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }
      state.segments = titles
      let index = control.selectedSegmentIndex
      state.selectedSegment = titles.indices.contains(index) ? titles[index] : nil
    case let control as UISwitch: state.isOn = control.isOn
    case let table as UITableView:
      state.rows = (0..<table.numberOfSections).reduce(0) {
        $0 + table.numberOfRows(inSection: $1)
      }
    default: break
    }
    if let control = view as? UIControl { state.isEnabled = control.isEnabled }
    return state
  }
}
