// Presenter (VIPER): every presentation decision of the catalog screen (Catalog rules 1, 4-8).
// Owns: the products on show (so a row maps back to its product), the rows' texts, the
// summary line, the alert for an unreadable catalog. Must not know: widgets (no UI module),
// the store, the search delay, view controllers.
import Domain

/// Turns the catalog screen's events into interactor requests, and the listings the
/// interactor sends into rows, a summary line, alerts and routes.
public final class CatalogPresenter: CatalogPresenting, CatalogInteractorOutput {
  /// The screen it drives; weak, because the screen owns its presenter.
  public weak var view: CatalogView?
  private let interactor: CatalogInteracting
  private let router: CatalogRouting
  private var shownProducts: [Product] = []

  /// A presenter asking `interactor` for the catalog and `router` for the next screen.
  public init(interactor: CatalogInteracting, router: CatalogRouting) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: CatalogPresenting

  /// Nothing to do: the catalog is read each time the screen appears.
  public func viewDidLoad() {}

  public func viewWillAppear() {
    interactor.loadCatalog()
  }

  public func searchTextChanged(_ text: String) {
    interactor.search(for: text)
  }

  public func sortChanged(_ sort: ProductSort) {
    interactor.sort(by: sort)
  }

  public func productTapped(at index: Int) {
    guard shownProducts.indices.contains(index) else { return }
    router.showProduct(.edit(shownProducts[index]))
  }

  public func addButtonTapped() {
    router.showProduct(.add)
  }

  public func signOutButtonTapped() {
    router.showLogin()
  }

  // MARK: CatalogInteractorOutput

  public func catalogChanged(_ listing: CatalogListing) {
    shownProducts = listing.products
    view?.showProducts(
      listing.products.map { ProductRow(title: $0.name, detail: $0.price.formatted) })
    view?.setSummary(Self.summary(of: listing))
  }

  public func catalogCouldNotBeRead() {
    view?.showAlert(
      AlertText(
        title: Strings.Catalog.loadFailedTitle, message: Strings.Catalog.loadFailedMessage,
        button: Strings.Alert.ok))
  }

  /// "7 products", "1 of 7 products", "No products match “q”", "No products yet" or
  /// "Catalog unavailable" (Catalog rules 4 and 8).
  static func summary(of listing: CatalogListing) -> String {
    guard listing.isAvailable else { return Strings.Catalog.unavailable }
    let query = listing.query.searchText.trimmed
    if query.isEmpty {
      return listing.total == 0
        ? Strings.Catalog.emptyCatalog : Strings.Catalog.productCount(listing.total)
    }
    if listing.products.isEmpty { return Strings.Catalog.noMatch(query) }
    return Strings.Catalog.matchCount(listing.products.count, of: listing.total)
  }
}
