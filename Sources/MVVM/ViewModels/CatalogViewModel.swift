// ViewModel role: the catalog screen as streams. The search is debounced on the app's
// scheduler, combined with the sort into Domain's `CatalogQuery`, applied to the store's
// products (reloaded each time the screen appears), and turned into display-ready rows.
// Owns: the applied query, the rows, the summary, and where a tap leads.
// Must not know: any view, control or UIKit type (imports Reactive, Domain, Scheduling only).
import Domain
import Reactive
import Scheduling

/// Where the catalog screen sends the user; the composition layer acts on it.
public enum CatalogRoute: Equatable {
  /// Open the product screen in edit mode for this product.
  case edit(Product)
  /// Open the product screen in add mode.
  case add
  /// Return to a fresh sign-in screen.
  case signOut
}

/// One row of the list, ready to show.
public struct CatalogRow: Equatable {
  /// The product's name.
  public var title: String
  /// Its price, like "$1,599.00".
  public var detail: String

  /// A row with these texts.
  public init(title: String, detail: String) {
    self.title = title
    self.detail = detail
  }

  /// The row for `product`: its name, and its price like "$1,599.00".
  public init(_ product: Product) {
    self.init(title: product.name, detail: product.price.formatted)
  }
}

/// Call these when the user acts on the catalog screen.
public protocol CatalogViewModelInputs {
  /// Call on every edit of the search field (and once with its current text when bound).
  func searchTextChanged(_ text: String)
  /// Call when a segment of the sort control is selected.
  func sortChanged(_ sort: ProductSort)
  /// Call when the row at `index` (from 0) is tapped.
  func productTapped(at index: Int)
  /// Call when Add is tapped.
  func addButtonTapped()
  /// Call when Sign out is tapped.
  func signOutButtonTapped()
  /// Call each time the screen is about to appear (also when coming back to it).
  func viewWillAppear()
}

/// Bind to these: drivers for state, signals for one-shot events.
public protocol CatalogViewModelOutputs {
  /// The rows shown, in the applied query's order.
  var rows: Driver<[CatalogRow]> { get }
  /// The line under the list ("7 products", "1 of 7 products"...).
  var summary: Driver<String> { get }
  /// An alert to present (the store could not be read).
  var alert: Signal<AlertText> { get }
  /// Where to go next.
  var route: Signal<CatalogRoute> { get }
}

/// A catalog view model: its inputs and its outputs.
public protocol CatalogViewModelType {
  /// What the view calls.
  var inputs: CatalogViewModelInputs { get }
  /// What the view binds to.
  var outputs: CatalogViewModelOutputs { get }
}

/// The catalog screen's view model (app spec, Catalog rules 1-7).
public final class CatalogViewModel: CatalogViewModelType, CatalogViewModelInputs,
  CatalogViewModelOutputs
{
  /// How long the search waits after the last keystroke before it applies.
  public static let searchDebounce: RxTimeInterval = .milliseconds(250)

  public var inputs: CatalogViewModelInputs { self }
  public var outputs: CatalogViewModelOutputs { self }

  public let rows: Driver<[CatalogRow]>
  public let summary: Driver<String>
  public let alert: Signal<AlertText>
  public let route: Signal<CatalogRoute>

  private let searchText: PublishRelay<String>
  private let sort: BehaviorRelay<ProductSort>
  private let appearances: PublishRelay<Void>
  private let productTap: PublishRelay<Int>
  private let addTap: PublishRelay<Void>
  private let signOutTap: PublishRelay<Void>

  /// A view model showing `catalogStore`'s products, debouncing the search on `scheduler`.
  public init(catalogStore: CatalogStore, scheduler: Scheduler) {
    let searchText = PublishRelay<String>(), sort = BehaviorRelay(value: ProductSort.name)
    let appearances = PublishRelay<Void>(), productTap = PublishRelay<Int>()
    let addTap = PublishRelay<Void>(), signOutTap = PublishRelay<Void>()

    // The query applies 250 ms after the last edit; a sort change applies at once.
    let appliedSearch = searchText.debounce(CatalogViewModel.searchDebounce, scheduler: scheduler)
      .startWith("").distinctUntilChanged()
    let query = Observable.combineLatest(appliedSearch, sort.distinctUntilChanged()) {
      CatalogQuery(searchText: $0, sort: $1)
    }

    // The store's products, read now and again each time the screen appears.
    let loads = appearances.startWith(())
      .map { Result { try catalogStore.allProducts() } }
      .share(replay: 1)
    let products = loads.compactMap { try? $0.get() }.distinctUntilChanged()

    let listing = Observable.combineLatest(products, query) { products, query in
      CatalogListing(shown: query.apply(to: products), total: products.count, query: query)
    }
    .share(replay: 1)

    rows = listing.map { $0.shown.map(CatalogRow.init) }.distinctUntilChanged()
      .asDriver(onErrorJustReturn: [])
    summary = listing.map { $0.query.summary(shown: $0.shown.count, total: $0.total) }
      .distinctUntilChanged()
      .asDriver(onErrorJustReturn: "")
    alert = loads.compactMap { load -> AlertText? in
      guard case .failure(let error) = load else { return nil }
      return AlertText.storeFailure(error)
    }
    .asSignal(onErrorSignalWith: .empty())

    let openProduct = productTap.withLatestFrom(listing) { index, listing in
      listing.shown.indices.contains(index) ? CatalogRoute.edit(listing.shown[index]) : nil
    }
    route = Observable.merge(
      openProduct.compactMap { $0 }, addTap.map { CatalogRoute.add },
      signOutTap.map { CatalogRoute.signOut }
    )
    .asSignal(onErrorSignalWith: .empty())

    (self.searchText, self.sort, self.appearances) = (searchText, sort, appearances)
    (self.productTap, self.addTap, self.signOutTap) = (productTap, addTap, signOutTap)
  }

  // MARK: Inputs

  public func searchTextChanged(_ text: String) { searchText.accept(text) }
  public func sortChanged(_ sort: ProductSort) { self.sort.accept(sort) }
  public func productTapped(at index: Int) { productTap.accept(index) }
  public func addButtonTapped() { addTap.accept(()) }
  public func signOutButtonTapped() { signOutTap.accept(()) }
  public func viewWillAppear() { appearances.accept(()) }
}

/// What the list shows for one query: the kept products and the catalog's size.
private struct CatalogListing {
  var shown: [Product]
  var total: Int
  var query: CatalogQuery
}
