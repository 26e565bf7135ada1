import Foundation

/// A one-line editable text.
///
/// Keystrokes (`insertText(_:)`, `deleteBackward()`) ask the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, change the text and send
/// `.editingChanged`. Setting `text` in code sends nothing, as in UIKit. Taking focus asks
/// `textFieldShouldBeginEditing`, resigns the previous first responder, then calls
/// `textFieldDidBeginEditing` and sends `.editingDidBegin`; losing focus calls
/// `textFieldDidEndEditing` and sends `.editingDidEnd`.
open class UITextField: UIControl, UIKeyInput {
  private var storage = ""
  /// The text's length in UTF-16 units (the unit of UIKit's ranges), kept up to date by each
  /// edit: counting them again would read the whole of a non-ASCII text on every keystroke.
  private var storageUTF16Count = 0
  /// The text as observers hear it: one "•" per character when secure.
  private var observedText: String {
    isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage
  }
  /// The text (never `nil` when read: an empty field reads `""`, as in UIKit).
  open var text: String? {
    get { storage }
    set { replaceStorage(with: newValue ?? "") }
  }
  /// The text as an attributed string.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storage) }
    set { replaceStorage(with: newValue?.string ?? "") }
  }
  /// The grey hint shown while the field is empty.
  open var placeholder: String?
  /// The placeholder as an attributed string; setting it sets `placeholder`.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0, attributes: placeholderAttributes) } }
    set {
      placeholder = newValue?.string
      placeholderAttributes = newValue.map { $0.attributes(at: 0, effectiveRange: nil) } ?? [:]
    }
  }
  private var placeholderAttributes: [NSAttributedString.Key: Any] = [:]
  /// Whether the text is hidden as dots (renders show one "•" per character).
  open var isSecureTextEntry = false
  /// The border drawn around the field.
  open var borderStyle: BorderStyle = .none
  /// The font.
  open var font: UIFont? = .systemFont(ofSize: 17)
  /// The text colour.
  open var textColor: UIColor? = .label
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// A view at the leading edge (an icon or padding).
  open var leftView: UIView?
  /// When `leftView` shows.
  open var leftViewMode: ViewMode = .never
  /// A view at the trailing edge.
  open var rightView: UIView?
  /// When `rightView` shows.
  open var rightViewMode: ViewMode = .never
  /// When the clear button shows.
  open var clearButtonMode: ViewMode = .never
  /// The keyboard to show.
  open var keyboardType: UIKeyboardType = .default
  /// The label of the return key.
  open var returnKeyType: UIReturnKeyType = .default
  /// Automatic capitalisation.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Automatic correction.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// What the text means, for AutoFill.
  open var textContentType: UITextContentType?
  /// Whether editing clears the text on begin.
  open var clearsOnBeginEditing = false
  /// The delegate (held weakly).
  open weak var delegate: UITextFieldDelegate?
  /// Whether the field is being edited (is first responder).
  open private(set) var isEditing = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Whether there is any text.
  open var hasText: Bool { !storage.isEmpty }

  /// An enabled text field can take focus.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Takes focus: asks `textFieldShouldBeginEditing`, resigns the previous first responder,
  /// then calls `textFieldDidBeginEditing` and sends `.editingDidBegin`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    if clearsOnBeginEditing { replaceStorage(with: "") }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Gives up focus: asks `textFieldShouldEndEditing`, then calls `textFieldDidEndEditing`
  /// and sends `.editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    guard super.resignFirstResponder() else { return false }
    isEditing = false
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Types `text` at the end, as a keystroke: asks the delegate (range at the end, in UTF-16
  /// units), appends, sends `.editingChanged`.
  ///
  /// A keystroke costs the same however long the text is: the range comes from the kept
  /// UTF-16 length, and the text is appended to in place.
  open func insertText(_ text: String) {
    let range = NSRange(location: storageUTF16Count, length: 0)
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    else { return }
    storage += text
    storageUTF16Count += text.utf16.count
    if !text.isEmpty { textDidChange() }
    sendActions(for: .editingChanged)
  }

  /// Deletes the last character, as the delete key does.
  open func deleteBackward() {
    guard let last = storage.last else { return }
    let length = last.utf16.count
    let range = NSRange(location: storageUTF16Count - length, length: length)
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true
    else { return }
    storage.removeLast()
    storageUTF16Count -= length
    textDidChange()
    sendActions(for: .editingChanged)
  }

  /// Replaces the whole text as one edit (select all, then type or delete): asks the
  /// delegate with the full range, sets the text, sends `.editingChanged` once.
  /// - Returns: whether the delegate allowed the change.
  @discardableResult
  public func replaceAllText(with text: String) -> Bool {
    let range = NSRange(location: 0, length: storageUTF16Count)
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    else { return false }
    replaceStorage(with: text)
    sendActions(for: .editingChanged)
    return true
  }

  private func replaceStorage(with text: String) {
    // Compared only while observed: a keystroke must not read the whole text.
    let changed = uiEnvironment.observer != nil && text != storage
    storage = text
    storageUTF16Count = text.utf16.count
    if changed { textDidChange() }
  }

  /// Tells observers the text changed (masked when secure); costs nothing when unobserved.
  private func textDidChange() {
    uiEnvironment.emit(UIChange(.text(observedText), view: self))
  }

  /// A text field is 34 points tall.
  open override var intrinsicContentSize: CGSize { CGSize(width: 200, height: 34) }
}
