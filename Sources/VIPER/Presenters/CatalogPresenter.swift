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
  /// What is on screen: row `i` shows `listing.products[i]`.
  private var listing = CatalogListing(products: [], total: 0)

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
    guard listing.products.indices.contains(index) else { return }
    router.showProduct(.edit(listing.products[index]))
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
    self.listing = listing
    view?.showRows(listing.products.map(Self.row(for:)))
    view?.setSummary(Self.summary(of: listing))
  }

  /// Catalog rule 8: the "Cannot load products" alert.
  public func catalogCouldNotBeRead() {
    view?.showAlert(Self.loadFailedAlert)
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
