/// A hook that hears every change a user could see: texts, enabled and hidden states, focus,
/// selected segments, table reloads, alerts, presentations, pushes and pops, a new root.
///
/// Nothing is reported (and nothing is built) while `observer` is `nil`, so code that does
/// not observe pays one check per change. A secure text field's text is reported masked, one
/// "•" per character: its clear text never reaches the observer.
///
/// ```swift
/// UIObservation.observer = { change in log.append(change.description) }
/// defer { UIObservation.observer = nil }
/// ```
///
/// The observer is the current `UIEnvironment`'s: outside every `UIEnvironment.run(_:)`, the
/// process's. A tool that runs several apps side by side gives each app an environment of its
/// own, with its own observer, instead (as `AppSession` does).
public enum UIObservation {
  /// Receives every change of the current environment, in the order they happen; `nil` turns
  /// observation off.
  public static var observer: ((UIChange) -> Void)? {
    get { UIEnvironment.current.observer }
    set { UIEnvironment.current.observer = newValue }
  }
}

/// One change to what the user sees, as a `UIEnvironment`'s observer hears it.
public struct UIChange: Hashable, Sendable, CustomStringConvertible {
  /// What changed.
  public enum Kind: Hashable, Sendable {
    /// A label's text, a text field's text (masked when secure) or a button's title.
    case text(String?)
    /// A control became enabled (`true`) or disabled.
    case enabled(Bool)
    /// A view was hidden (`true`) or shown.
    case hidden(Bool)
    /// A responder took (`true`) or lost focus.
    case focused(Bool)
    /// A segmented control's selected index (`UISegmentedControl.noSegment` for none).
    case selectedSegment(Int)
    /// A table was asked to reload its rows.
    case rowsReloaded
    /// An alert came up.
    case alertPresented(title: String?, message: String?)
    /// An alert went away.
    case alertDismissed(title: String?)
    /// A controller other than an alert was presented modally.
    case presented
    /// A presented controller other than an alert was dismissed.
    case dismissed
    /// A controller was pushed on a navigation stack (it is the new top).
    case pushed
    /// A navigation stack's top was popped (the subject is the new top).
    case popped
    /// A navigation stack was replaced otherwise (the subject is the new top).
    case stackReplaced
    /// A window's root controller was replaced (the subject is the new root, or none).
    case rootReplaced
  }

  /// What changed.
  public var kind: Kind
  /// The element's accessibility identifier; for a controller, its view's (`login`).
  public var id: String?
  /// What a user would call the element ("label", "secure text field"…), or a
  /// controller's type name (`LoginViewController`).
  public var subject: String

  /// Creates a change.
  public init(_ kind: Kind, id: String?, subject: String) {
    self.kind = kind
    self.id = id
    self.subject = subject
  }

  /// A change to a view, named by its identifier and kind.
  init(_ kind: Kind, view: UIView) {
    self.init(kind, id: view.accessibilityIdentifier, subject: view.kindForMessages)
  }

  /// A change about a controller, named by its type and its view's identifier.
  init(_ kind: Kind, controller: UIViewController?) {
    self.init(
      kind, id: controller?.viewIfLoaded?.accessibilityIdentifier,
      subject: controller.map { String(describing: type(of: $0)) } ?? "nothing")
  }

  /// One line: `login.email (text field) text "a@b.c"`.
  public var description: String {
    let name = id.map { "\($0) (\(subject))" } ?? subject
    func quote(_ text: String?) -> String {
      guard let text else { return "nil" }
      return "\""
        + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        .replacing("\n", with: "\\n") + "\""
    }
    switch kind {
    case .text(let text): return "\(name) text \(quote(text))"
    case .enabled(let enabled): return "\(name) \(enabled ? "enabled" : "disabled")"
    case .hidden(let hidden): return "\(name) \(hidden ? "hidden" : "visible")"
    case .focused(let focused): return "\(name) \(focused ? "focused" : "unfocused")"
    case .selectedSegment(let index): return "\(name) selected segment \(index)"
    case .rowsReloaded: return "\(name) rows reloaded"
    case .alertPresented(let title, let message):
      return "alert \(quote(title)) presented" + (message.map { " message \(quote($0))" } ?? "")
    case .alertDismissed(let title): return "alert \(quote(title)) dismissed"
    case .presented: return "\(name) presented"
    case .dismissed: return "\(name) dismissed"
    case .pushed: return "\(name) pushed"
    case .popped: return "popped to \(name)"
    case .stackReplaced: return "stack replaced, top \(name)"
    case .rootReplaced: return "root replaced by \(name)"
    }
  }
}

extension UIChange {
  /// An alert or another controller coming up (`up`) or going away.
  static func presentation(of controller: UIViewController, up: Bool) -> UIChange {
    if let alert = controller as? UIAlertController {
      let kind: Kind =
        up
        ? .alertPresented(title: alert.title, message: alert.message)
        : .alertDismissed(title: alert.title)
      return UIChange(kind, id: nil, subject: "alert")
    }
    return UIChange(up ? .presented : .dismissed, controller: controller)
  }
}
