// Interactor (VIPER): the product screen's use cases, as its presenter asks for them.
// Owns: nothing. Must not know: widgets (no UI module), presenters, view controllers.
import Domain

/// The product use cases: checking a draft, saving it, deleting the product.
public protocol ProductInteracting: AnyObject {
  /// Reads the catalog the name must differ from, once, as the screen loads (an unreadable
  /// catalog has no other names).
  func loadCatalog()
  /// The rules' verdict on `draft`, against the catalog as it is.
  func check(_ draft: ProductDraft) -> ProductCheck
  /// Stores the draft's trimmed name and its price (adding or updating); answers through the
  /// output's `productSaved()` or `productNotSaved()`. An invalid draft is not stored.
  func save(_ draft: ProductDraft)
  /// Removes the product being edited; answers through `productDeleted()` or
  /// `productNotDeleted()`.
  func deleteProduct()
}
