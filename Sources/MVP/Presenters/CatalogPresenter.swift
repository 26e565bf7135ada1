// Presenter (MVP): every decision of the catalog screen (Catalog rules 1-8).
// Owns: the catalog as last read, the applied query, the search waiting for its delay
// (cancelled when the presenter goes), the products on show (so a row maps back to its
// product), and what the screen shows: the rows' texts, the summary line, the
// unreadable-catalog alert. Must not know: any widget (no UI module), nor how search and sort
// work (Domain's `CatalogQuery`); it tells its `CatalogView` (held weakly) what to show and
// asks its `CatalogNavigator` to move on.
import Domain
import Scheduling

/// Decides what the catalog screen shows and does.
public final class CatalogPresenter: CatalogPresenting {
  /// The screen it drives; weak, because the screen owns its presenter.
  public weak var view: CatalogView?
  private let catalogStore: CatalogStore
  private let scheduler: Scheduler
  private let navigator: CatalogNavigator
  private var query = CatalogQuery()
  private var pendingSearch: Cancellable?
  /// The whole catalog, as last read (empty when it could not be read).
  private var products: [Product] = []
  /// Whether the last read of the store failed (Catalog rule 8).
  private var catalogIsUnavailable = false
  private var shownProducts: [Product] = []

  /// Creates a presenter over `catalogStore`, debouncing on `scheduler`, moving on through
  /// `navigator`. Set `view` before the first event.
  public init(catalogStore: CatalogStore, scheduler: Scheduler, navigator: CatalogNavigator) {
    self.catalogStore = catalogStore
    self.scheduler = scheduler
    self.navigator = navigator
  }

  isolated deinit {
    pendingSearch?.cancel()
  }

  /// Catalog rules 7 and 8: reads the catalog as it now is, with the same query; a catalog
  /// that cannot be read shows an empty list and says so.
  public func viewWillAppear() {
    do {
      products = try catalogStore.allProducts()
      catalogIsUnavailable = false
    } catch {
      products = []
      catalogIsUnavailable = true
    }
    showProducts()
    if catalogIsUnavailable {
      view?.showAlert(
        AlertText(
          title: Strings.Catalog.loadFailedTitle, message: Strings.Catalog.loadFailedMessage,
          button: Strings.Alert.ok))
    }
  }

  /// Catalog rule 2: the search applies `CatalogQuery.searchDelay` after the last edit.
  public func searchTextChanged(_ text: String) {
    pendingSearch?.cancel()
    pendingSearch = scheduler.schedule(after: CatalogQuery.searchDelay) { [weak self] in
      guard let self else { return }
      pendingSearch = nil
      query.searchText = text
      showProducts()
    }
  }

  /// Catalog rule 3: a sort applies at once, with the search already applied.
  public func sortChanged(_ sort: ProductSort) {
    query.sort = sort
    showProducts()
  }

  public func productTapped(at index: Int) {
    guard shownProducts.indices.contains(index) else { return }
    navigator.showProduct(.edit(shownProducts[index]))
  }

  public func addButtonTapped() {
    navigator.showProduct(.add)
  }

  public func signOutButtonTapped() {
    pendingSearch?.cancel()
    pendingSearch = nil
    navigator.showLogin()
  }

  /// Applies the query in force to the catalog and shows the rows and the summary.
  private func showProducts() {
    shownProducts = query.apply(to: products)
    view?.showProducts(
      shownProducts.map { ProductRow(title: $0.name, detail: $0.price.formatted) })
    view?.setSummary(summary)
  }

  /// Catalog rules 4 and 8: "7 products", "1 of 7 products", "No products match “q”",
  /// "No products yet", or "Catalog unavailable".
  private var summary: String {
    if catalogIsUnavailable { return Strings.Catalog.unavailable }
    let searchText = query.searchText.trimmed
    if searchText.isEmpty {
      return products.isEmpty
        ? Strings.Catalog.emptyCatalog : Strings.Catalog.productCount(products.count)
    }
    if shownProducts.isEmpty { return Strings.Catalog.noMatch(searchText) }
    return Strings.Catalog.matchCount(shownProducts.count, of: products.count)
  }
}
