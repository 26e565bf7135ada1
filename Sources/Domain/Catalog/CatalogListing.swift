/// What the catalog screen lists for one read of the catalog and one query (app spec, Catalog
/// rules 2-4 and 8), as values: the summary line and the rows' texts it makes are each
/// pattern's presentation decision.
public struct CatalogListing: Hashable, Sendable {
  /// The products the query keeps, in its order: row `i` shows `products[i]`.
  public var products: [Product]
  /// How many products the catalog has (0 when it could not be read).
  public var total: Int
  /// The search applied, trimmed; empty when the search is blank.
  public var searchText: String
  /// Whether the catalog could not be read (Catalog rule 8).
  public var isCatalogUnavailable: Bool

  /// A listing as given.
  public init(
    products: [Product], total: Int, searchText: String = "", isCatalogUnavailable: Bool = false
  ) {
    self.products = products
    self.total = total
    self.searchText = searchText
    self.isCatalogUnavailable = isCatalogUnavailable
  }

  /// `query` applied to `catalog`, the catalog as last read (empty, and unavailable, when that
  /// read failed).
  public init(catalog: [Product], query: CatalogQuery, isCatalogUnavailable: Bool = false) {
    self.init(
      products: query.apply(to: catalog), total: catalog.count,
      searchText: query.searchText.trimmed,
      isCatalogUnavailable: isCatalogUnavailable)
  }
}
