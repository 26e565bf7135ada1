// ViewModel (MVVM): the catalog screen as streams. The store is read once each time the
// screen appears (the `viewWillAppear()` input, in `flatMapLatest`); the search waits
// `CatalogQuery.searchDelay` on the app's scheduler and joins the sort in Domain's
// `CatalogQuery`. It decides what the screen shows: the rows' texts, the summary line, the
// alert for an unreadable catalog.
// Owns: the applied query, those decisions, and when to open a product, add one or sign out
// (the `showProduct` and `showLogin` outputs). Must not know: any view, control, UIKit type
// or navigator (imports Domain, Reactive and Scheduling only).
import Domain
import Reactive
import Scheduling

/// Call these when the user acts on the catalog screen.
public protocol CatalogViewModelInputs {
  /// Call on every edit of the search field.
  func searchTextChanged(_ text: String)
  /// Call when a segment of the sort control is selected.
  func sortChanged(_ sort: ProductSort)
  /// Call with the row the user tapped (as `rx.modelSelected` hands it back).
  func productTapped(_ row: ProductRow)
  /// Call when Add is tapped.
  func addButtonTapped()
  /// Call when Sign out is tapped.
  func signOutButtonTapped()
  /// Call each time the screen is about to appear (the first time, and coming back to it).
  func viewWillAppear()
}

/// Bind to these: drivers for state, signals for one-shot events.
public protocol CatalogViewModelOutputs {
  /// The rows shown, in the applied query's order.
  var rows: Driver<[ProductRow]> { get }
  /// The line under the list ("7 products", "1 of 7 products"...).
  var summary: Driver<String> { get }
  /// An alert to present (the catalog could not be read).
  var alert: Signal<AlertText> { get }
  /// A row or Add was tapped: the product screen must open, to edit or to add (Catalog 5).
  var showProduct: Signal<ProductMode> { get }
  /// Sign out was tapped: a fresh sign-in screen must replace everything (Catalog 6).
  var showLogin: Signal<Void> { get }
}

/// A catalog view model: its inputs and its outputs.
public protocol CatalogViewModelType {
  /// What the view calls.
  var inputs: CatalogViewModelInputs { get }
  /// What the view binds to.
  var outputs: CatalogViewModelOutputs { get }
}

/// The catalog screen's view model (app spec, Catalog rules 1-8).
public final class CatalogViewModel: CatalogViewModelType, CatalogViewModelInputs,
  CatalogViewModelOutputs
{
  public var inputs: CatalogViewModelInputs { self }
  public var outputs: CatalogViewModelOutputs { self }

  public let rows: Driver<[ProductRow]>
  public let summary: Driver<String>
  public let alert: Signal<AlertText>
  public let showProduct: Signal<ProductMode>
  public let showLogin: Signal<Void>

  private let searchText: PublishRelay<String>
  private let sort: BehaviorRelay<ProductSort>
  private let appearances: PublishRelay<Void>
  private let productTap: PublishRelay<ProductRow>
  private let addTap: PublishRelay<Void>
  private let signOutTap: PublishRelay<Void>

  /// A view model showing `catalogStore`'s products, waiting out the search on `scheduler`.
  public init(catalogStore: CatalogStore, scheduler: Scheduler) {
    let searchText = PublishRelay<String>(), sort = BehaviorRelay(value: ProductSort.name)
    let appearances = PublishRelay<Void>(), productTap = PublishRelay<ProductRow>()
    let addTap = PublishRelay<Void>(), signOutTap = PublishRelay<Void>()

    // The query applies `searchDelay` after the last edit; a sort change applies at once.
    let appliedSearch = searchText.debounce(CatalogQuery.searchDelay, scheduler: scheduler)
      .startWith("").distinctUntilChanged()
    let query = Observable.combineLatest(appliedSearch, sort.distinctUntilChanged()) {
      CatalogQuery(searchText: $0, sort: $1)
    }

    // The store, read once per appearance: its products, or `nil` when it cannot be read.
    let catalog = appearances.flatMapLatest { catalogStore.productsRequest() }.share(replay: 1)
    let listing = Observable.combineLatest(catalog, query) { catalog, query in
      CatalogListing(catalog: catalog ?? [], query: query, isCatalogUnavailable: catalog == nil)
    }
    .share(replay: 1)

    rows = listing.map { $0.products.map(CatalogViewModel.row(for:)) }.distinctUntilChanged()
      .asDriver(onErrorJustReturn: [])
    summary = listing.map(CatalogViewModel.summary(of:)).distinctUntilChanged()
      .asDriver(onErrorJustReturn: "")
    alert = catalog.filter { $0 == nil }.map { _ in CatalogViewModel.loadFailedAlert }
      .asSignal(onErrorSignalWith: .empty())
    let tappedProduct = productTap.withLatestFrom(listing) { row, listing in
      listing.products.first { $0.id == row.id }
    }
    showProduct = Observable.merge(
      tappedProduct.compactMap { $0.map(ProductMode.edit) }, addTap.map { _ in ProductMode.add }
    )
    .asSignal(onErrorSignalWith: .empty())
    showLogin = signOutTap.asSignal()

    (self.searchText, self.sort, self.appearances) = (searchText, sort, appearances)
    (self.productTap, self.addTap, self.signOutTap) = (productTap, addTap, signOutTap)
  }

  // MARK: Inputs

  public func searchTextChanged(_ text: String) { searchText.accept(text) }
  public func sortChanged(_ sort: ProductSort) { self.sort.accept(sort) }
  public func productTapped(_ row: ProductRow) { productTap.accept(row) }
  public func addButtonTapped() { addTap.accept(()) }
  public func signOutButtonTapped() { signOutTap.accept(()) }
  public func viewWillAppear() { appearances.accept(()) }

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
