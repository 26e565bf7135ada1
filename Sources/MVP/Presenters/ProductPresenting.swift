// Presenter (MVP): what the product screen tells its presenter, and nothing else.
// Owns: the list of user events. Must not know: any widget; `ProductViewController` holds its
// presenter through this protocol, so a test can hand it a fake presenter.

/// The product presenter, as its view sees it: one call per thing the user did.
public protocol ProductPresenting: AnyObject {
  /// Call once the screen is built: the presenter fills the form for its mode (add or
  /// edit).
  func viewDidLoad()
  /// Call on every edit of the name field.
  func nameChanged(_ name: String)
  /// Call on every edit of the price field.
  func priceChanged(_ price: String)
  /// Call when Save is tapped.
  func saveButtonTapped()
  /// Call when Cancel is tapped.
  func cancelButtonTapped()
  /// Call when Delete is tapped.
  func deleteButtonTapped()
  /// Call when the user confirms the deletion in the alert.
  func deleteConfirmed()
}
