// Presenter (MVP): what the catalog screen tells its presenter, and nothing else.
// Owns: the list of user events. Must not know: any widget; `CatalogViewController` holds its
// presenter through this protocol, so a test can hand it a fake presenter.
import Domain

/// The catalog presenter, as its view sees it: one call per thing the user did.
public protocol CatalogPresenting: AnyObject {
  /// Call each time the screen is about to appear: first shown, and back from the product
  /// screen. (The catalog is read then, once per appearance, not also when the view loads.)
  func viewWillAppear()
  /// Call on every edit of the search field, including a clear.
  func searchTextChanged(_ text: String)
  /// Call when the user picks a sort.
  func sortChanged(_ sort: ProductSort)
  /// Call when the user taps row `index` (from 0).
  func productTapped(at index: Int)
  /// Call when the Add button is tapped.
  func addButtonTapped()
  /// Call when the Sign out button is tapped.
  func signOutButtonTapped()
}
