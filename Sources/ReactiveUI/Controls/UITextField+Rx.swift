import HeadlessUI
import Reactive

@MainActor
extension Reactive where Base: UITextField {
  /// The text: the current text on subscribe, then one element per edit (typing, deleting,
  /// replacing); binding to it sets the text without sending an edit.
  public var text: ControlProperty<String?> {
    value
  }

  /// The same as `text`.
  public var value: ControlProperty<String?> {
    base.rx.controlPropertyWithDefaultEvents(
      getter: { textField in textField.text },
      setter: { textField, value in
        // Setting the same text again would reset the caret on iOS; skip it.
        if textField.text != value { textField.text = value }
      })
  }
}
