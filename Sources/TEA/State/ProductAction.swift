// State (TEA): everything that can happen to the product screen: user events, effect results.
// Owns: the vocabulary of the screen. Must not know: widgets, the clock, the store.
import Domain

/// What happened on the product screen.
public enum ProductAction: Equatable, Sendable {
  /// The screen has loaded (its catalog is read then).
  case viewDidLoad
  /// The store answered the read (an effect's result).
  case catalogLoaded(Result<[Product], StoreFailure>)
  /// The name field changed.
  case nameChanged(String)
  /// The price field changed.
  case priceChanged(String)
  /// Save was tapped.
  case saveButtonTapped
  /// The store answered the save (an effect's result).
  case saveAnswered(Result<Product, StoreFailure>)
  /// Cancel was tapped.
  case cancelButtonTapped
  /// Delete was tapped.
  case deleteButtonTapped
  /// "Delete" was chosen in the confirmation.
  case deleteConfirmed
  /// "Cancel" was chosen in the confirmation.
  case deleteCancelled
  /// The store answered the delete (an effect's result).
  case deleteAnswered(Result<ProductID, StoreFailure>)
  /// The user dismissed the alert.
  case alertDismissed
}
