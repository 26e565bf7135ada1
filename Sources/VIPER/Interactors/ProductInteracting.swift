// Interactor (VIPER): the product screen's use cases, as its presenter asks for them.
// Owns: nothing. Must not know: widgets (no UI module), presenters, view controllers.
import Domain

/// The product use cases: reading the catalog, checking a draft, saving it, deleting the
/// product.
public protocol ProductInteracting: AnyObject {
  /// Reads the catalog the name must differ from, once, as the screen loads (an unreadable
  /// catalog has no other names).
  func loadCatalog()
  /// The rules' verdict on `draft`, which may keep the name of the product it edits (`id`).
  func check(_ draft: ProductDraft, editing id: ProductID?) -> ProductCheck
  /// Stores the draft's trimmed name and its price, as a new product or as `mode`'s product;
  /// answers through the output's `productSaved()` or `productNotSaved()`. An invalid draft
  /// is not stored.
  func save(_ draft: ProductDraft, for mode: ProductMode)
  /// Removes `product`; answers through `productDeleted()` or `productNotDeleted()`.
  func delete(_ product: Product)
}
