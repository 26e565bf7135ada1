/// View role (MVP): what the product form can be told to show, and nothing else.
///
/// The view controller implements it with widgets; the presenter calls it. It imports no UI
/// module, so presenters (and their tests) see it without seeing a screen.
import Domain

/// The product form, as its presenter sees it.
public protocol ProductView: AnyObject {
  /// Sets the screen's title ("New product" or "Edit product").
  func setTitle(_ title: String)
  /// Fills the name field (without it counting as the user's edit).
  func setName(_ name: String)
  /// Fills the price field (without it counting as the user's edit).
  func setPrice(_ price: String)
  /// Shows the name's error message, or hides the error label when `nil`.
  func setNameError(_ message: String?)
  /// Shows the price's error message, or hides the error label when `nil`.
  func setPriceError(_ message: String?)
  /// Enables or disables the Save button.
  func setSaveEnabled(_ enabled: Bool)
  /// Shows or hides the Delete button.
  func setDeleteVisible(_ visible: Bool)
  /// Asks to confirm a deletion: its last button calls the presenter's `deleteConfirmed()`,
  /// the others only dismiss the alert.
  func showDeleteConfirmation(_ alert: AlertText)
  /// Shows an alert whose buttons only dismiss it.
  func showAlert(_ alert: AlertText)
}
