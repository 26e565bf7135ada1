import Foundation

/// An alert or action sheet: a title, a message and buttons. Present it with
/// `present(_:animated:completion:)`; a tap on a button dismisses it, then runs the
/// button's handler (UIKit's order).
open class UIAlertController: UIViewController {
  /// Alert (centred box) or action sheet.
  public enum Style: Int, Sendable {
    case actionSheet = 0, alert
  }

  /// The look.
  public let preferredStyle: Style
  /// The message under the title.
  open var message: String?
  /// The buttons, in the order added.
  open private(set) var actions: [UIAlertAction] = []
  /// The button Return triggers, if any.
  open var preferredAction: UIAlertAction?
  /// The text fields added with `addTextField(configurationHandler:)`.
  open private(set) var textFields: [UITextField]?

  /// Creates an alert.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(style: preferredStyle)
    self.title = title
    self.message = message
  }

  init(style: Style) {
    preferredStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    preferredStyle = .alert
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  /// Alerts cover part of the screen: the presenter stays shown.
  open override var modalPresentationStyle: UIModalPresentationStyle {
    get { .overFullScreen }
    set {}
  }

  /// Adds a button.
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// Adds a text field (alerts only).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// Taps a button: dismisses the alert, then runs the handler. Used by `UIDriver`.
  func tap(_ action: UIAlertAction) {
    dismiss(animated: true)
    action.handler?(action)
  }
}
