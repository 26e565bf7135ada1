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
  private var storage = "" {
    didSet {
      guard storage != oldValue else { return }
      UIObservation.emit(UIChange(.text(observedText), view: self))
    }
  }
  /// The text as observers hear it: one "•" per character when secure.
  private var observedText: String {
    isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage
  }
  /// The text (never `nil` when read: an empty field reads `""`, as in UIKit).
  open var text: String? {
    get { storage }
    set { storage = newValue ?? "" }
  }
  /// The text as an attributed string.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storage) }
    set { storage = newValue?.string ?? "" }
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
    if clearsOnBeginEditing { storage = "" }
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
  open func insertText(_ text: String) {
    let range = NSRange(location: storage.utf16.count, length: 0)
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    else { return }
    storage += text
    sendActions(for: .editingChanged)
  }

  /// Deletes the last character, as the delete key does.
  open func deleteBackward() {
    guard let last = storage.indices.last else { return }
    let range = NSRange(last..<storage.endIndex, in: storage)
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true
    else { return }
    storage.removeLast()
    sendActions(for: .editingChanged)
  }

  /// Replaces the whole text as one edit (select all, then type or delete): asks the
  /// delegate with the full range, sets the text, sends `.editingChanged` once.
  /// - Returns: whether the delegate allowed the change.
  @discardableResult
  public func replaceAllText(with text: String) -> Bool {
    let range = NSRange(location: 0, length: storage.utf16.count)
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    else { return false }
    storage = text
    sendActions(for: .editingChanged)
    return true
  }

  /// A text field is 34 points tall.
  open override var intrinsicContentSize: CGSize { CGSize(width: 200, height: 34) }
}
