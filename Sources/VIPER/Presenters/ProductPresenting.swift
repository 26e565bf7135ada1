// Presenter (VIPER): the events the product screen forwards, as its view controller sees them.
// Owns: nothing. Must not know: widgets (no UI module here).

/// What the product view controller tells its presenter: what the user did, as it happened.
public protocol ProductPresenting: AnyObject {
  /// The screen is built.
  func viewDidLoad()
  /// The name field's text changed.
  func nameChanged(_ name: String)
  /// The price field's text changed.
  func priceChanged(_ price: String)
  /// The Save button was tapped.
  func saveButtonTapped()
  /// The Cancel button was tapped.
  func cancelButtonTapped()
  /// The Delete button was tapped.
  func deleteButtonTapped()
  /// The user confirmed the deletion in its alert.
  func deleteConfirmed()
}
