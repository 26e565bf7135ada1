import Foundation

/// Multi-line, scrollable text, editable by default. A user's typing (`insertText(_:)`) asks
/// the delegate, changes `text` and tells the delegate; setting `text` in code tells no one,
/// as in UIKit.
open class UITextView: UIScrollView {
  /// The text.
  open var text: String! = ""
  /// The font.
  open var font: UIFont? = .systemFont(ofSize: 12)
  /// The text colour.
  open var textColor: UIColor? = .label
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the user can edit the text.
  open var isEditable = true
  /// Whether the user can select the text.
  open var isSelectable = true
  /// Whether the font follows Dynamic Type.
  open var adjustsFontForContentSizeCategory = false
  /// Padding around the text.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The keyboard's return key.
  open var returnKeyType: UIReturnKeyType = .default
  /// The keyboard.
  open var keyboardType: UIKeyboardType = .default
  /// Capitalisation.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Autocorrection.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Hears about editing.
  open weak var delegate: UITextViewDelegate?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// An editable text view can take the keyboard.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Takes the keyboard when editable and the delegate agrees; tells the delegate.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard isEditable, delegate?.textViewShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    delegate?.textViewDidBeginEditing(self)
    return true
  }

  /// Gives the keyboard up when the delegate agrees; tells the delegate.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder()
    else { return false }
    delegate?.textViewDidEndEditing(self)
    return true
  }

  /// Types `typed` at the end, as a user does: asks the delegate, then tells it.
  open func insertText(_ typed: String) {
    guard isEditable else { return }
    let current = text ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: typed) ?? true
    else { return }
    text = current + typed
    delegate?.textViewDidChange(self)
  }
}
