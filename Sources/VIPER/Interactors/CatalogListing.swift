// Interactor (VIPER): what the catalog interactor found, before anyone words it.
// Owns: products, counts and the query applied. Must not know: texts on screen, widgets.
import Domain

/// The catalog as the applied query shows it.
public struct CatalogListing: Hashable, Sendable {
  /// The products the query keeps, in its order.
  public var products: [Product]
  /// How many products the catalog has (0 when it could not be read).
  public var total: Int
  /// The search and sort applied.
  public var query: CatalogQuery
  /// Whether the catalog could be read when the screen last appeared (Catalog rule 8).
  public var isAvailable: Bool

  /// Creates a listing.
  public init(products: [Product], total: Int, query: CatalogQuery, isAvailable: Bool = true) {
    self.products = products
    self.total = total
    self.query = query
    self.isAvailable = isAvailable
  }
}
