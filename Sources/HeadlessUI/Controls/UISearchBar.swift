import Foundation

/// A search field with an optional Cancel button. Typing goes to its `searchTextField`; the
/// bar turns the field's events into its delegate's calls (`textDidChange` per edit,
/// `searchBarSearchButtonClicked` on return). Setting `text` in code tells nobody, as in UIKit.
///
/// The UI driver types into a search bar by its identifier (`driver.type("kb", into:
/// "search")`) and presses its Search key with `pressReturn(in:)`.
open class UISearchBar: UIView {
  /// The field the user types into.
  public let searchTextField = UISearchTextField(frame: .zero)
  /// The delegate (held weakly).
  open weak var delegate: UISearchBarDelegate?
  /// Whether the Cancel button shows.
  open var showsCancelButton = false
  /// The look of the bar.
  open var searchBarStyle: Style = .default
  /// The prompt above the bar.
  open var prompt: String?
  /// The scope buttons' titles.
  open var scopeButtonTitles: [String]?
  /// The selected scope button.
  open var selectedScopeButtonIndex = 0
  /// Whether the scope bar shows.
  open var showsScopeBar = false
  /// Keyboard and capitalisation settings are the field's.
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// The field's keyboard.
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  private lazy var bridge = SearchFieldBridge(bar: self)

  /// The looks of a search bar.
  public enum Style: Int, Sendable {
    case `default`, prominent, minimal
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(searchTextField)
    searchTextField.delegate = bridge
    searchTextField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
      }, for: .editingChanged)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The text in the field.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The grey text shown while the field is empty.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// Shows or hides the Cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Taps the Cancel button, as a user does (not in UIKit): tells the delegate. Does nothing
  /// when the button is not shown.
  public func tapCancelButton() {
    guard showsCancelButton else { return }
    delegate?.searchBarCancelButtonClicked(self)
  }

  /// Whether the search field is focused.
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

  /// Focuses the search field.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  /// Unfocuses the search field.
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  /// A search bar is 56 points tall (UIKit's default).
  open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 56) }

  open override func layoutSubviews() {
    searchTextField.frame = CGRect(
      x: 8, y: 11, width: max(0, bounds.width - 16), height: max(0, bounds.height - 22))
  }
}

/// The text field inside a search bar.
open class UISearchTextField: UITextField {}

/// Turns the search field's delegate calls into the search bar's.
private final class SearchFieldBridge: UITextFieldDelegate {
  weak var bar: UISearchBar?

  init(bar: UISearchBar) {
    self.bar = bar
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    guard let bar else { return true }
    return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    guard let bar else { return }
    bar.delegate?.searchBarTextDidBeginEditing(bar)
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    guard let bar else { return true }
    return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    guard let bar else { return }
    bar.delegate?.searchBarTextDidEndEditing(bar)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard let bar else { return true }
    return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let bar else { return true }
    bar.delegate?.searchBarSearchButtonClicked(bar)
    return true
  }
}
