/// Finding a screen's widgets by accessibility identifier, as a user's robot would.
import HeadlessUI
import Testing

extension UIView {
  /// The first view under this one (itself included) with identifier `id`, as a `T`.
  func descendant<T: UIView>(_ id: String, as type: T.Type = UIView.self) -> T? {
    if accessibilityIdentifier == id, let match = self as? T { return match }
    for subview in subviews {
      if let found = subview.descendant(id, as: type) { return found }
    }
    return nil
  }

  /// Like `descendant(_:as:)`, failing the test when the widget is missing.
  func element<T: UIView>(
    _ id: String, as type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> T {
    try #require(descendant(id, as: type), "no \(T.self) \(id)", sourceLocation: sourceLocation)
  }
}

extension UITextField {
  /// Types `text` one character at a time, as keystrokes.
  func type(_ text: String) {
    for character in text { insertText(String(character)) }
  }

  /// Presses return, as the keyboard asks the delegate.
  func pressReturn() {
    _ = delegate?.textFieldShouldReturn(self)
  }
}

extension UIButton {
  /// Taps the button.
  func tap() {
    sendActions(for: .touchUpInside)
  }
}
