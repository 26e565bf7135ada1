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

  /// Catalog rule 7: each appearance asks for the catalog as it now is.
  public func viewWillAppear() {
    interactor.loadCatalog()
  }

  /// Catalog rule 2: the interactor waits for the delay.
  public func searchTextChanged(_ text: String) {
    interactor.search(for: text)
  }

  /// Catalog rule 3.
  public func sortChanged(_ sort: ProductSort) {
    interactor.sort(by: sort)
  }

  /// Catalog rule 5: opens the product on show at row `index` for editing.
  public func productTapped(at index: Int) {
    guard shownProducts.indices.contains(index) else { return }
    router.showProduct(.edit(shownProducts[index]))
  }

  /// Catalog rule 5: opens an empty product screen.
  public func addButtonTapped() {
    router.showProduct(.add)
  }

  /// Catalog rule 6: back to a fresh sign-in screen.
  public func signOutButtonTapped() {
    router.showLogin()
  }

  // MARK: CatalogInteractorOutput

  /// Catalog rules 1 and 4: the rows' texts and the summary line.
  public func catalogChanged(_ listing: CatalogListing) {
    shownProducts = listing.products
    view?.showProducts(
      listing.products.map { ProductRow(title: $0.name, detail: $0.price.formatted) })
    view?.setSummary(Self.summary(of: listing))
  }

  /// Catalog rule 8: the "Cannot load products" alert.
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
