import Foundation

/// What a text field asks and tells its delegate. Every method is optional (defaults below),
/// as in UIKit.
@MainActor public protocol UITextFieldDelegate: AnyObject {
  /// May the field take focus? Default `true`.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// The field took focus.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// May the field lose focus? Default `true`.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// The field lost focus.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// The field lost focus, with the reason. Default: calls `textFieldDidEndEditing(_:)`.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// May this edit happen? `range` is in UTF-16 units of the current text. Default `true`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// May the clear button empty the field? Default `true`.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Return was pressed; answer whether the field should process it. Default `true`.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
