// State (TEA): everything the catalog screen shows, as one value.
// Owns: the catalog as last read, the search as typed, the applied query, the alert; and, as
// computed properties, what derives from them: the listing, the rows' texts, the summary line.
// Must not know: widgets, the clock, the store (no UI module, no Scheduling here).
import Domain

/// The catalog screen's state (app spec, Catalog rules 1-8).
public struct CatalogState: Equatable, Sendable {
  /// Every product, as the store last answered; empty while the catalog cannot be read.
  public var catalog: [Product] = []
  /// Whether the last read failed (Catalog rule 8).
  public var isCatalogUnavailable = false
  /// The search field's text, as typed (it applies 250 ms after the last keystroke).
  public var searchText = ""
  /// The applied search and the sort.
  public var query = CatalogQuery()
  /// The alert on show, until the user dismisses it.
  public var alert: AlertText?

  /// A catalog screen before its first read.
  public init() {}

  /// What the list shows: the applied query over the catalog; row `i` is `products[i]`.
  public var listing: CatalogListing {
    CatalogListing(catalog: catalog, query: query, isCatalogUnavailable: isCatalogUnavailable)
  }

  /// The rows' texts (Catalog rule 1): the name, and the price as "$1,599.00".
  public var rows: [ProductRow] {
    listing.products.map { ProductRow(title: $0.name, detail: Strings.Catalog.price($0.price)) }
  }

  /// Catalog rules 4 and 8: "7 products", "1 of 7 products", "No products match “q”",
  /// "No products yet", or "Catalog unavailable".
  public var summary: String {
    let listing = listing
    if listing.isCatalogUnavailable { return Strings.Catalog.unavailable }
    let noun = listing.total == 1 ? Strings.Catalog.product : Strings.Catalog.products
    if listing.searchText.isEmpty {
      return listing.total == 0
        ? Strings.Catalog.emptyCatalog : Strings.Catalog.productCount(listing.total, noun: noun)
    }
    if listing.products.isEmpty { return Strings.Catalog.noMatch(listing.searchText) }
    return Strings.Catalog.matchCount(listing.products.count, of: listing.total, noun: noun)
  }
}
