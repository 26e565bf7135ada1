// ViewModel (MVVM with Observation): the catalog screen as observable state. The store is
// read each time the screen appears; the search waits `CatalogQuery.searchDelay` on the
// app's scheduler and joins the sort in Domain's `CatalogQuery`.
// Owns: the catalog as read, the applied query, the search waiting, the rows, the summary,
// the alert, those presentation decisions, and when to open a product, add one or sign out
// (through its `CatalogNavigator`). Must not know: any view or UI type (imports Domain,
// Observation and Scheduling only).
import Domain
import Observation
import Scheduling

/// The catalog screen's view model (app spec, Catalog rules 1-8).
@Observable
public final class CatalogViewModel {
  /// The search field's text as typed (the query applies it after the delay).
  public private(set) var searchText = ""
  /// The sort chosen.
  public private(set) var sort = ProductSort.name
  /// The rows shown, in the applied query's order.
  public private(set) var rows: [ProductRow] = []
  /// The line under the list ("7 products", "1 of 7 products"...).
  public private(set) var summary = ""
  /// The alert on screen, if any.
  public var alert: AlertText?

  @ObservationIgnored private let catalogStore: CatalogStore
  @ObservationIgnored private let scheduler: Scheduler
  @ObservationIgnored private let navigator: CatalogNavigator
  /// The whole catalog, as last read (empty when it could not be read).
  @ObservationIgnored private var catalog: [Product] = []
  /// Whether the last read of the store failed (Catalog rule 8).
  @ObservationIgnored private var isCatalogUnavailable = false
  /// The query in force: the search text applies only once its delay has passed.
  @ObservationIgnored private var query = CatalogQuery()
  /// What is on screen: `query` applied to `catalog`.
  @ObservationIgnored private var listing = CatalogListing(products: [], total: 0)
  /// The search waiting for its delay, if any.
  @ObservationIgnored private var pendingSearch: Cancellable?

  /// A view model over `catalogStore`, waiting out the search on `scheduler`, navigating
  /// with `navigator`.
  public init(catalogStore: CatalogStore, scheduler: Scheduler, navigator: CatalogNavigator) {
    self.catalogStore = catalogStore
    self.scheduler = scheduler
    self.navigator = navigator
  }

  /// A search still waiting for its delay ends with the view model.
  isolated deinit {
    pendingSearch?.cancel()
  }

  // MARK: Events, in the order a user meets them

  /// Catalog rules 7 and 8: each appearance reads the catalog as it now is, with the same
  /// query; a catalog that cannot be read shows an empty list and says so.
  public func viewWillAppear() {
    do {
      catalog = try catalogStore.allProducts()
      isCatalogUnavailable = false
    } catch {
      catalog = []
      isCatalogUnavailable = true
    }
    showListing()
    if isCatalogUnavailable { alert = Self.loadFailedAlert }
  }

  /// Catalog rule 2: the search applies once the typing has paused for its delay.
  public func searchTextChanged(_ text: String) {
    searchText = text
    pendingSearch?.cancel()
    pendingSearch = scheduler.schedule(after: CatalogQuery.searchDelay) { [weak self] in
      guard let self else { return }
      pendingSearch = nil
      query.searchText = text
      showListing()
    }
  }

  /// Catalog rule 3: a sort applies at once.
  public func sortChanged(_ sort: ProductSort) {
    self.sort = sort
    query.sort = sort
    showListing()
  }

  /// Catalog rule 5: the tapped row's product, to edit.
  public func productTapped(_ row: ProductRow) {
    guard let product = listing.products.first(where: { $0.id == row.id }) else { return }
    navigator.showProduct(.edit(product))
  }

  public func addButtonTapped() {
    navigator.showProduct(.add)
  }

  /// Catalog rule 6; the search still waiting ends with this view model.
  public func signOutButtonTapped() {
    navigator.showLogin()
  }

  // MARK: Helpers

  /// Applies the query in force to the catalog and words the rows and the summary.
  private func showListing() {
    listing = CatalogListing(
      catalog: catalog, query: query, isCatalogUnavailable: isCatalogUnavailable)
    rows = listing.products.map(Self.row(for:))
    summary = Self.summary(of: listing)
  }

  // MARK: Presentation decisions

  /// Catalog rule 1: the name, and the price as "$1,599.00".
  private static func row(for product: Product) -> ProductRow {
    ProductRow(id: product.id, title: product.name, detail: Strings.Catalog.price(product.price))
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
