import Foundation

/// The robot scenarios and tests use: it acts only as a user can, on the window's top
/// screen or on its alert, and throws `UIDriverError` naming the element and the reason
/// when a user could not do what was asked.
///
/// - The top screen is the top controller of the window's root (its `topViewController`
///   when the root is a `UINavigationController`), or the topmost presented controller that
///   is not an alert. Elements are found there by `accessibilityIdentifier`.
/// - Every action but `tapAlertButton(_:)` fails while an alert is up. Reading
///   (`element(_:)`, `rowTexts(_:of:)`, `render()`) works at any time.
/// - Acting on an element needs it to be visible (it and its ancestors not hidden) and,
///   for controls, enabled.
public final class UIDriver {
  /// The window driven.
  public let window: UIWindow

  /// Creates a driver for a window.
  public init(window: UIWindow) {
    self.window = window
  }

  /// The top screen's root view identifier (`login`, `catalog`, `product`).
  public var topScreenIdentifier: String? { topScreen?.viewIfLoaded?.accessibilityIdentifier }

  /// The alert on screen, if any.
  public var presentedAlert: UIAlertController? { topmostPresented as? UIAlertController }

  /// The element with this identifier on the top screen (visible or not).
  public func element(_ id: String) throws -> UIView {
    window.layoutIfNeeded()
    guard let screen = topScreen?.viewIfLoaded else {
      throw UIDriverError("No element '\(id)': the window shows no screen")
    }
    let searchBar = topScreen?.navigationItem.searchController?.searchBar
    guard
      let view = searchBar?.descendant(withIdentifier: id)
        ?? screen.descendant(withIdentifier: id)
    else {
      throw UIDriverError("No element '\(id)' on screen '\(screenName)'")
    }
    return view
  }

  /// Focuses the text field (if it is not focused), then types `text` one `insertText` per
  /// `Character`, as keystrokes.
  public func type(_ text: String, into id: String) throws {
    let field: UITextField = try usable(id, "type into", kind: "text field")
    try focus(field, id)
    for character in text { field.insertText(String(character)) }
  }

  /// Focuses the text field, then empties it as one edit (the delegate is asked with the
  /// full range and "", then `.editingChanged` is sent once).
  public func clear(_ id: String) throws {
    let field: UITextField = try usable(id, "clear", kind: "text field")
    try focus(field, id)
    field.replaceAllText(with: "")
  }

  /// Taps a button (any control but a segmented control; a text field takes focus).
  public func tap(_ id: String) throws {
    let control: UIControl = try usable(id, "tap", kind: "button")
    switch control {
    case let field as UITextField: try focus(field, id)
    case is UISegmentedControl:
      throw UIDriverError("'\(id)' is a segmented control: select one of its segments")
    case let toggle as UISwitch: try setSwitch(id, on: !toggle.isOn)
    default: control.sendActions(for: .touchUpInside)
    }
  }

  /// Taps row `row` (from 1) of a table, scrolling it into view first.
  public func tapRow(_ row: Int, of id: String) throws {
    let table: UITableView = try usable(id, "tap a row of", kind: "table")
    let indexPath = try self.indexPath(row, of: table, id)
    table.simulateTap(onRowAt: indexPath)
  }

  /// Selects a segment by its title and sends `.valueChanged` (nothing is sent when that
  /// segment is already selected, as in UIKit).
  public func select(_ segment: String, in id: String) throws {
    let control: UISegmentedControl = try usable(id, "select in", kind: "segmented control")
    let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }
    guard let index = titles.firstIndex(of: segment) else {
      let list = titles.map { "\"\($0)\"" }.joined(separator: ", ")
      throw UIDriverError("'\(id)' has no segment \"\(segment)\" (segments: \(list))")
    }
    guard control.isEnabledForSegment(at: index) else {
      throw UIDriverError("Segment \"\(segment)\" of '\(id)' is disabled")
    }
    guard control.selectedSegmentIndex != index else { return }
    control.selectedSegmentIndex = index
    control.sendActions(for: .valueChanged)
  }

  /// Presses return in a text field: focuses it if needed, asks the delegate's
  /// `textFieldShouldReturn(_:)`, then sends `.editingDidEndOnExit`.
  public func pressReturn(in id: String) throws {
    let field: UITextField = try usable(id, "press return in", kind: "text field")
    try focus(field, id)
    _ = field.delegate?.textFieldShouldReturn(field)
    field.sendActions(for: .editingDidEndOnExit)
  }

  /// Taps a button of the alert on screen: the alert is dismissed, then the button's
  /// handler runs.
  public func tapAlertButton(_ title: String) throws {
    guard let alert = presentedAlert else {
      throw UIDriverError("No alert is up (wanted to tap its button \"\(title)\")")
    }
    guard let action = alert.actions.first(where: { $0.title == title }) else {
      let list = alert.actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")
      throw UIDriverError(
        "The alert \"\(alert.title ?? "")\" has no button \"\(title)\" (buttons: \(list))")
    }
    guard action.isEnabled else {
      throw UIDriverError("The alert's button \"\(title)\" is disabled")
    }
    alert.tap(action)
  }

  /// The title and detail text of row `row` (from 1), scrolling it into view first: the
  /// cell's `textLabel` and `detailTextLabel`, or, for custom cells that leave both empty,
  /// the first two labels with text in its content view.
  public func rowTexts(_ row: Int, of id: String) throws -> (title: String?, detail: String?) {
    let view = try element(id)
    guard let table = view as? UITableView else {
      throw UIDriverError("'\(id)' is a \(view.kindForMessages), not a table")
    }
    let indexPath = try self.indexPath(row, of: table, id)
    table.scrollToRow(at: indexPath, at: .none, animated: false)
    guard let cell = table.cellForRow(at: indexPath) else { return (nil, nil) }
    return ScreenRenderer.texts(of: cell)
  }

  /// A text picture of the window (`ScreenRenderer.render(window)`).
  public func render() -> String { ScreenRenderer.render(window) }
}
