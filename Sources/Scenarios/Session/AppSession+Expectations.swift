import HeadlessUI

extension AppSession {
  /// Checks `expectation` on the screen as it is; never advances time.
  func check(_ expectation: Expectation) throws {
    switch expectation {
    case .screen(let screen):
      let seen = driver.topScreenIdentifier.map { "screen \($0)" } ?? "no screen"
      try require("screen \(screen)", seen)
    case .text(let id, let text):
      let element = try present(id)
      let seen = try Self.text(of: element, id)
      let expectedShown = "text \(shown(text, in: element))"
      var seenShown = "text \(shown(seen, in: element))"
      if seen != text && seenShown == expectedShown {
        seenShown += " (secure: same length, other characters)"
      }
      try require(expectedShown, seenShown, holds: seen == text)
    case .placeholder(let id, let placeholder):
      let field = try present(id, as: UITextField.self, "a text field")
      try require(
        "placeholder \(quoted(placeholder))", "placeholder \(quoted(field.placeholder ?? ""))")
    case .enabled(let id, let enabled):
      let control = try present(id, as: UIControl.self, "a control")
      try require(enabled ? "enabled" : "disabled", control.isEnabled ? "enabled" : "disabled")
    case .visible(let id, let visible):
      var seen = isShown(id) ? "visible" : "hidden"
      do { _ = try driver.element(id) } catch { seen += " (\(error))" }
      try require(visible ? "visible" : "hidden", seen, holds: (seen == "visible") == visible)
    case .focused(let id):
      let element = try present(id)
      try require("focused", element.isFirstResponder ? "focused" : "not focused")
    case .selected(let id, let segment):
      let control = try present(id, as: UISegmentedControl.self, "a segmented control")
      let index = control.selectedSegmentIndex
      let seen =
        index == UISegmentedControl.noSegment
        ? "no segment selected" : "selected \(quoted(control.titleForSegment(at: index) ?? ""))"
      try require("selected \(quoted(segment))", seen)
    case .rows(let id, let count):
      let table = try present(id, as: UITableView.self, "a table")
      let rows = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
      try require(
        "\(count) \(count == 1 ? "row" : "rows")", "\(rows) \(rows == 1 ? "row" : "rows")")
    case .row(let row, let id, let title, let detail):
      _ = try present(id, as: UITableView.self, "a table")
      let texts = try driver.rowTexts(row, of: id)
      let seenTitle = texts.title ?? ""
      let seenDetail = texts.detail ?? ""
      try require(
        "row \(row) \(quoted(title)) \(quoted(detail))",
        "row \(row) \(quoted(seenTitle)) \(quoted(seenDetail))",
        holds: seenTitle == title && seenDetail == detail)
    case .alert(let title, let message):
      let expected = "alert \(quoted(title))" + (message.map { " message \(quoted($0))" } ?? "")
      guard let alert = driver.presentedAlert else {
        throw StepFailure(expected: expected, seen: "no alert")
      }
      let seenTitle = alert.title ?? ""
      let seenMessage = alert.message ?? ""
      let seen =
        "alert \(quoted(seenTitle))" + (message == nil ? "" : " message \(quoted(seenMessage))")
      try require(
        expected, seen, holds: seenTitle == title && (message == nil || seenMessage == message))
    case .isOn(let id, let on):
      let control = try present(id, as: UISwitch.self, "a switch")
      try require(on ? "on" : "off", control.isOn ? "on" : "off")
    case .noAlert:
      try require(
        "no alert", driver.presentedAlert.map { "alert \(quoted($0.title ?? ""))" } ?? "no alert")
    }
  }

  /// Fails unless `holds` (by default: the two descriptions are equal).
  private func require(_ expected: String, _ seen: String, holds: Bool? = nil) throws {
    guard holds ?? (expected == seen) else { throw StepFailure(expected: expected, seen: seen) }
  }

  /// The element `id` on screen; missing, the step fails naming it.
  private func present(_ id: String) throws -> UIView {
    do {
      return try driver.element(id)
    } catch {
      throw StepFailure("\(error)")
    }
  }

  /// The element `id` as a `T`; otherwise the step fails saying what it is.
  private func present<T: UIView>(_ id: String, as type: T.Type, _ kind: String) throws -> T {
    let element = try present(id)
    guard let typed = element as? T else {
      throw StepFailure("'\(id)' is a \(element.kindForMessages), not \(kind)")
    }
    return typed
  }

  /// Whether `id` is on screen with it and all its ancestors shown.
  private func isShown(_ id: String) -> Bool {
    guard let element = try? driver.element(id) else { return false }
    var view: UIView? = element
    while let current = view {
      if current.isHidden { return false }
      view = current.superview
    }
    return true
  }

  /// A label's text, a field's text or a button's title (`nil` reads as empty).
  private static func text(of element: UIView, _ id: String) throws -> String {
    switch element {
    case let label as UILabel: return label.text ?? ""
    case let field as UITextField: return field.text ?? ""
    case let button as UIButton: return button.currentTitle ?? ""
    default:
      throw StepFailure("'\(id)' is a \(element.kindForMessages), which has no text")
    }
  }

  /// `text` quoted, masked as "•" per character when `element` is a secure field.
  private func shown(_ text: String, in element: UIView) -> String {
    if let field = element as? UITextField, field.isSecureTextEntry {
      return quoted(String(repeating: "•", count: text.count))
    }
    return quoted(text)
  }
}
