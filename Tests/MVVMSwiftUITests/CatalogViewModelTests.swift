// The catalog view model, through its properties and events only, in virtual time, with a
// navigator spy (app spec, Catalog rules 1-7). No view is involved.
import Assertions
import Domain
import MVVMSwiftUI
import Scheduling
import Testing

@MainActor
struct CatalogViewModelTests {
  let scheduler = VirtualScheduler()
  let navigator = SpyNavigator()

  func makeViewModel(store: CatalogStore = defaultCatalog()) -> CatalogViewModel {
    CatalogViewModel(catalogStore: store, scheduler: scheduler, navigator: navigator)
  }

  @Test func rowsShowNameAndFormattedPrice() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    assertEqual(
      viewModel.rows.map(\.title),
      [
        "Bàn phím cơ", "Keyboard", "Monitor Stand", "Mouse", "Pro Display", "USB-C Hub", "マウスパッド",
      ])
    assertEqual(viewModel.rows.first { $0.title == "Pro Display" }?.detail, "$1,599.00")
    assertEqual(viewModel.rows.first { $0.title == "Keyboard" }?.detail, "$6.00")
  }

  @Test func searchAppliesAfterTheDelay() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("b")
    scheduler.advance(by: .milliseconds(200))
    viewModel.searchTextChanged("ban phim")
    scheduler.advance(by: .milliseconds(249))
    assertEqual(viewModel.rows.count, 7)
    scheduler.advance(by: .milliseconds(1))
    assertEqual(viewModel.rows.map(\.title), ["Bàn phím cơ"])
    assertEqual(viewModel.searchText, "ban phim")
  }

  @Test func sortChangeAppliesAtOnce() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.sortChanged(.priceAscending)
    assertEqual(viewModel.rows.map(\.title).prefix(2), ["Mouse", "Keyboard"])
    viewModel.sortChanged(.priceDescending)
    assertEqual(viewModel.rows.first?.title, "Pro Display")
    assertEqual(viewModel.sort, .priceDescending)
  }

  @Test func summaryCountsShownAndTotalProducts() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    assertEqual(viewModel.summary, "7 products")
    viewModel.searchTextChanged("mo")
    scheduler.advance(by: CatalogQuery.searchDelay)
    assertEqual(viewModel.summary, "2 of 7 products")
    viewModel.searchTextChanged(" zzz ")
    scheduler.advance(by: CatalogQuery.searchDelay)
    assertEqual(viewModel.summary, "No products match “zzz”")
    let single = makeViewModel(
      store: InMemoryCatalogStore(seeds: [ProductSeed(name: "Lamp", price: Price(cents: 100))]))
    single.viewWillAppear()
    assertEqual(single.summary, "1 product")
    let empty = makeViewModel(store: InMemoryCatalogStore())
    empty.viewWillAppear()
    assertEqual(empty.summary, "No products yet")
  }

  @Test func tappingARowOpensItForEditing() throws {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    let row = try #require(viewModel.rows.first { $0.title == "Mouse" })
    viewModel.productTapped(row)
    let mouse = try #require(defaultCatalog().allProducts().first { $0.name == "Mouse" })
    assertEqual(navigator.moves, [.showProduct(.edit(mouse))])
  }

  @Test func addOpensAnEmptyProductScreen() {
    let viewModel = makeViewModel()
    viewModel.addButtonTapped()
    assertEqual(navigator.moves, [.showProduct(.add)])
  }

  @Test func signOutReturnsToAFreshLogin() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("mo")
    viewModel.signOutButtonTapped()
    assertEqual(navigator.moves, [.showLogin])
  }

  @Test func comingBackShowsTheCatalogAsItNowIs() throws {
    let store = defaultCatalog()
    let viewModel = makeViewModel(store: store)
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("m")
    scheduler.advance(by: CatalogQuery.searchDelay)
    viewModel.sortChanged(.priceAscending)
    store.add(name: "Mat", price: Price(cents: 100))
    #expect(!viewModel.rows.contains { $0.title == "Mat" })
    viewModel.viewWillAppear()
    assertEqual(viewModel.rows.first?.title, "Mat")
    #expect(viewModel.searchText == "m" && viewModel.sort == .priceAscending)
  }

  @Test func leavingTheScreenCancelsThePendingSearch() {
    weak var released: CatalogViewModel?
    do {
      let viewModel = makeViewModel()
      viewModel.searchTextChanged("mo")
      released = viewModel
    }
    #expect(released == nil)
    assertEqual(scheduler.pendingCount, 0)
  }
}
