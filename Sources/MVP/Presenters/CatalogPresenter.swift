// Presenter (MVP): every decision of the catalog screen (Catalog rules 1-8).
// Owns: the catalog as last read, the applied query, the search waiting for its delay
// (cancelled when the presenter goes), the listing on show (so a row maps back to its
// product), and what the screen shows: the rows' texts, the summary line, the
// unreadable-catalog alert. Must not know: any widget (no UI module), nor how search and sort
// work (Domain's `CatalogQuery` and `CatalogListing`); it tells its `CatalogView` (held
// weakly) what to show and asks its `CatalogNavigator` to move on.
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
  private var catalog: [Product] = []
  /// Whether the last read of the store failed (Catalog rule 8).
  private var isCatalogUnavailable = false
  /// What is on screen: row `i` shows `listing.products[i]`.
  private var listing = CatalogListing(products: [], total: 0)

  /// Creates a presenter over `catalogStore`, debouncing on `scheduler`, moving on through
  /// `navigator`. Set `view` before the first event.
  public init(catalogStore: CatalogStore, scheduler: Scheduler, navigator: CatalogNavigator) {
    self.catalogStore = catalogStore
    self.scheduler = scheduler
    self.navigator = navigator
  }

  /// A search still waiting for its delay ends with the presenter, which ends with its screen.
  isolated deinit {
    pendingSearch?.cancel()
  }

  /// Catalog rules 7 and 8: reads the catalog as it now is, with the same query; a catalog
  /// that cannot be read shows an empty list and says so.
  public func viewWillAppear() {
    do {
      catalog = try catalogStore.allProducts()
      isCatalogUnavailable = false
    } catch {
      catalog = []
      isCatalogUnavailable = true
    }
    showListing()
    if isCatalogUnavailable {
      view?.showAlert(Self.loadFailedAlert)
    }
  }

  /// Catalog rule 2: the search applies `CatalogQuery.searchDelay` after the last edit.
  public func searchTextChanged(_ text: String) {
    pendingSearch?.cancel()
    pendingSearch = scheduler.schedule(after: CatalogQuery.searchDelay) { [weak self] in
      guard let self else { return }
      pendingSearch = nil
      query.searchText = text
      showListing()
    }
  }

  /// Catalog rule 3: a sort applies at once, with the search already applied.
  public func sortChanged(_ sort: ProductSort) {
    query.sort = sort
    showListing()
  }

  public func productTapped(at index: Int) {
    guard listing.products.indices.contains(index) else { return }
    navigator.showProduct(.edit(listing.products[index]))
  }

  public func addButtonTapped() {
    navigator.showProduct(.add)
  }

  /// Catalog rule 6; the search still waiting ends with this presenter (`deinit`), which goes
  /// with its screen.
  public func signOutButtonTapped() {
    navigator.showLogin()
  }

  /// Applies the query in force to the catalog and shows the rows and the summary.
  private func showListing() {
    listing = CatalogListing(
      catalog: catalog, query: query, isCatalogUnavailable: isCatalogUnavailable)
    view?.showRows(listing.products.map(Self.row(for:)))
    view?.setSummary(Self.summary(of: listing))
  }

  // MARK: Presentation decisions

  /// Catalog rule 1: the name, and the price as "$1,599.00".
  private static func row(for product: Product) -> ProductRow {
    ProductRow(title: product.name, detail: Strings.Catalog.price(product.price))
  }

  /// Catalog rules 4 and 8: "7 products", "1 of 7 products", "No products match “q”",
  /// "No products yet", or "Catalog unavailable".
  private static func summary(of listing: CatalogListing) -> String {
    if listing.isCatalogUnavailable { return Strings.Catalog.unavailable }
    let noun = listing.total == 1 ? Strings.Catalog.product : Strings.Catalog.products
    if listing.searchText.isEmpty {
      return listing.total == 0
        ? Strings.Catalog.emptyCatalog : Strings.Catalog.productCount(listing.total, noun: noun)
    }
    if listing.products.isEmpty { return Strings.Catalog.noMatch(listing.searchText) }
    return Strings.Catalog.matchCount(listing.products.count, of: listing.total, noun: noun)
  }

  /// Catalog rule 8: "Cannot load products".
  private static let loadFailedAlert = AlertText(
    title: Strings.Catalog.loadFailedTitle, message: Strings.Catalog.loadFailedMessage,
    button: Strings.Alert.ok)
}
