// View (VIPER): what the product screen can be told to show, as its presenter sees it.
// Owns: nothing. Must not know: widgets, rules, the store, navigation (no UI module here).
import Domain

/// The product screen, as its presenter sees it. Every member is a plain instruction.
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
  /// Hides or shows the Delete button.
  func setDeleteHidden(_ hidden: Bool)
  /// Asks to confirm a deletion: its last button calls the presenter's `deleteConfirmed()`,
  /// the others only dismiss the alert.
  func showDeleteConfirmation(_ alert: AlertText)
  /// Shows an alert whose buttons only dismiss it.
  func showAlert(_ alert: AlertText)
}
