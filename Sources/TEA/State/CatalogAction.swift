// State (TEA): everything that can happen to the catalog screen: user events and effect results.
// Owns: the vocabulary of the screen. Must not know: widgets, the clock, the store.
import Domain

/// What happened on the catalog screen.
public enum CatalogAction: Equatable, Sendable {
  /// The screen is about to appear (first time, and back from the product screen).
  case viewWillAppear
  /// The store answered a read (an effect's result).
  case catalogLoaded(Result<[Product], StoreFailure>)
  /// The search field changed.
  case searchTextChanged(String)
  /// 250 ms passed since the last keystroke (the debounced effect's result).
  case searchApplied(String)
  /// The user picked a sort.
  case sortChanged(ProductSort)
  /// The user tapped row `at` (from 0).
  case productTapped(at: Int)
  /// The Add button was tapped.
  case addButtonTapped
  /// The Sign out button was tapped.
  case signOutButtonTapped
  /// The user dismissed the alert.
  case alertDismissed
}
