// Interactor (VIPER): the catalog screen's use cases, as its presenter asks for them.
// Owns: nothing. Must not know: widgets (no UI module), presenters, view controllers.
import Domain

/// The catalog use cases: reading it, searching it, sorting it.
public protocol CatalogInteracting: AnyObject {
  /// Reads the catalog again and sends the listing (and, when it cannot be read, says so).
  func loadCatalog()
  /// Searches for `text` once `CatalogQuery.searchDelay` has passed without another search.
  func search(for text: String)
  /// Sorts by `sort` at once, keeping the search already applied.
  func sort(by sort: ProductSort)
}
