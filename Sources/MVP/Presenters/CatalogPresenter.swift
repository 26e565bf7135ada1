/// Presenter role (MVP): every decision of the catalog screen (app spec, Catalog rules 1-7).
///
/// Owns the applied query (search and sort), the 250 ms search debounce on the app's
/// scheduler (cancelled when the presenter goes), and the products on show, so that a row
/// index maps back to its product. Talks to Domain's `CatalogStore` and `CatalogQuery`, tells
/// its `CatalogView` (held weakly) what to show and asks its `CatalogNavigator` to move on.
/// Must not know any widget: no UI module here.
import Domain
import Scheduling

/// Decides what the catalog screen shows and does.
public final class CatalogPresenter {
  /// How long search waits after the last keystroke.
  public static let searchDelay: Duration = .milliseconds(250)

  /// The screen it drives; weak, because the screen owns its presenter.
  public weak var view: CatalogView?
  private let catalogStore: CatalogStore
  private let scheduler: Scheduler
  private let navigator: CatalogNavigator
  private var query = CatalogQuery()
  private var pendingSearch: Cancellable?
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

  /// Call once the screen is built: shows the catalog.
  public func viewDidLoad() {
    reload()
  }

  /// Call each time the screen is about to appear (also coming back from the product
  /// form): shows the catalog as it now is, with the same query.
  public func viewWillAppear() {
    reload()
  }

  /// Call on every edit of the search field, including a clear: the search applies 250 ms
  /// after the last one.
  public func searchTextChanged(_ text: String) {
    pendingSearch?.cancel()
    pendingSearch = scheduler.schedule(after: Self.searchDelay) { [weak self] in
      self?.applySearch(text)
    }
  }

  /// Call when the user picks a sort: it applies at once, with the search already applied.
  public func sortChanged(_ sort: ProductSort) {
    query.sort = sort
    reload()
  }

  /// Call when the user taps row `index` (from 0): opens that product.
  public func productTapped(at index: Int) {
    guard shownProducts.indices.contains(index) else { return }
    navigator.showProduct(shownProducts[index])
  }

  /// Call when the Add button is tapped: opens an empty product form.
  public func addButtonTapped() {
    navigator.showNewProduct()
  }

  /// Call when the Sign out button is tapped.
  public func signOutButtonTapped() {
    pendingSearch?.cancel()
    pendingSearch = nil
    navigator.signOut()
  }

  private func applySearch(_ text: String) {
    pendingSearch = nil
    query.searchText = text
    reload()
  }

  private func reload() {
    let products: [Product]
    do {
      products = try catalogStore.allProducts()
    } catch {
      view?.showAlert(.storeFailure(error))
      return
    }
    shownProducts = query.apply(to: products)
    view?.showProducts(
      shownProducts.map { ProductRow(title: $0.name, detail: $0.price.formatted) })
    view?.setSummary(query.summary(shown: shownProducts.count, total: products.count))
  }
}
