// Presenter (VIPER): the events the catalog screen forwards, as its view controller sees them.
// Owns: nothing. Must not know: widgets (no UI module here).
import Domain

/// What the catalog view controller tells its presenter: what the user did, as it happened.
public protocol CatalogPresenting: AnyObject {
  /// The screen is about to appear: first, and coming back from the product screen (there is
  /// no `viewDidLoad()`: the catalog is read at each appearance).
  func viewWillAppear()
  /// The search field's text changed (a clear too).
  func searchTextChanged(_ text: String)
  /// The user picked a sort.
  func sortChanged(_ sort: ProductSort)
  /// The user tapped row `index` (from 0).
  func productTapped(at index: Int)
  /// The Add button was tapped.
  func addButtonTapped()
  /// The Sign out button was tapped.
  func signOutButtonTapped()
}
