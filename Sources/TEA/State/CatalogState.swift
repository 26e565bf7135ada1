// State (TEA): everything the catalog screen shows, as one value.
// Owns: the catalog as last read, the applied query, the rows and summary on show, the alert.
// Must not know: widgets, the clock, the store (no UI module, no Scheduling here).
import Domain

/// The catalog screen's state (app spec, Catalog rules 1-8).
public struct CatalogState: Equatable, Sendable {
  /// Every product, as the store last answered; empty while the catalog cannot be read.
  public var products: [Product] = []
  /// Whether the last read failed (Catalog rule 8).
  public var isUnavailable = false
  /// The search field's text, as typed (it applies 250 ms after the last keystroke).
  public var searchText = ""
  /// The applied search and the sort.
  public var query = CatalogQuery()
  /// The products on show, in order: row `i` is `shownProducts[i]`.
  public var shownProducts: [Product] = []
  /// The line under the list: "7 products", "1 of 7 products", "Catalog unavailable"…
  public var summary = ""
  /// The alert on show, until the user dismisses it.
  public var alert: AlertText?

  /// A catalog screen before its first read.
  public init() {}

  /// The rows' texts (Catalog rule 1): the name, and the price as "$1,599.00".
  public var rows: [ProductRow] {
    shownProducts.map { ProductRow(title: $0.name, detail: $0.price.formatted) }
  }
}
