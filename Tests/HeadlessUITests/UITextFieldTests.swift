import Assertions
import Foundation
import Testing

@testable import HeadlessUI

/// Records what a text field tells its delegate, and can refuse edits.
final class RecordingFieldDelegate: UITextFieldDelegate {
  var log: [String] = []
  var allowEdits = true

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.append("shouldBegin")
    return true
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
  func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    log.append("change \(range.location),\(range.length) '\(string)'")
    return allowEdits
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("return")
    return false
  }
}

struct UITextFieldTests {

  @Test func keystrokesAskTheDelegateWithUTF16RangesAndSendEditingChanged() {
    let delegate = RecordingFieldDelegate()
    let field = UITextField()
    field.delegate = delegate
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    field.insertText("é")
    field.insertText("😀")
    field.insertText("a")
    field.deleteBackward()
    assertEqual(field.text, "é😀")
    assertEqual(
      delegate.log, ["change 0,0 'é'", "change 1,0 '😀'", "change 3,0 'a'", "change 3,1 ''"])
    assertEqual(changes, 4)
  }

  @Test func aRefusedKeystrokeChangesNothingAndSendsNothing() {
    let delegate = RecordingFieldDelegate()
    delegate.allowEdits = false
    let field = UITextField()
    field.delegate = delegate
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    field.insertText("x")
    assertEqual(field.text, "")
    assertEqual(changes, 0)
  }

  @Test func settingTextInCodeSendsNothingAndNilReadsAsEmpty() {
    let field = UITextField()
    var events = 0
    field.addAction(UIAction { _ in events += 1 }, for: .allEditingEvents)
    field.text = "hello"
    field.text = nil
    assertEqual(field.text, "")
    assertEqual(events, 0)
  }

  @Test func focusMovesBetweenFieldsWithBeginAndEndEvents() {
    let window = UIWindow()
    let root = UIView()
    let email = UITextField()
    let password = UITextField()
    let emailDelegate = RecordingFieldDelegate()
    email.delegate = emailDelegate
    var log: [String] = []
    email.addAction(UIAction { _ in log.append("email begin") }, for: .editingDidBegin)
    email.addAction(UIAction { _ in log.append("email end") }, for: .editingDidEnd)
    password.addAction(UIAction { _ in log.append("password begin") }, for: .editingDidBegin)
    root.addSubview(email)
    root.addSubview(password)
    window.addSubview(root)
    #expect(email.becomeFirstResponder())
    #expect(email.isFirstResponder)
    #expect(window.firstResponder === email)
    #expect(password.becomeFirstResponder())
    #expect(!email.isFirstResponder)
    #expect(password.isFirstResponder)
    assertEqual(log, ["email begin", "email end", "password begin"])
    assertEqual(emailDelegate.log, ["shouldBegin", "didBegin", "didEnd"])
  }

  @Test func aDisabledFieldCannotTakeFocus() {
    let field = UITextField()
    field.isEnabled = false
    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
  }

  @Test func attributedPlaceholderSetsThePlaceholder() {
    let field = UITextField()
    field.attributedPlaceholder = NSAttributedString(
      string: "Search", attributes: [.foregroundColor: UIColor.gray])
    assertEqual(field.placeholder, "Search")
    field.placeholder = "Name"
    assertEqual(field.attributedPlaceholder?.string, "Name")
  }

  @Test func replacingAllTextIsOneEdit() {
    let delegate = RecordingFieldDelegate()
    let field = UITextField()
    field.text = "abc"
    field.delegate = delegate
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    field.replaceAllText(with: "")
    assertEqual(field.text, "")
    assertEqual(changes, 1)
    assertEqual(delegate.log, ["change 0,3 ''"])
  }

  @Test func removingAFocusedFieldFromItsWindowEndsEditing() {
    let window = UIWindow()
    let field = UITextField()
    var ended = 0
    field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEnd)
    window.addSubview(field)
    field.becomeFirstResponder()
    field.removeFromSuperview()
    assertEqual(ended, 1)
    #expect(window.firstResponder == nil)
  }

  @Test func aFieldFocusedOutsideAWindowKeepsFocusWhenItJoinsOne() {
    let field = UITextField()
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    let window = UIWindow()
    window.addSubview(field)
    #expect(field.isFirstResponder)
    #expect(window.firstResponder === field)
  }
}
