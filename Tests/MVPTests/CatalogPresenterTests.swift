/// The catalog presenter against a spy view and a spy navigator, on virtual time, with the
/// in-memory store: every Catalog rule of the spec, without a screen.
import Assertions
import Domain
import MVP
import Scheduling
import Testing

/// A catalog presenter wired to spies over the spec's default catalog, its view loaded.
private struct CatalogFixture {
  let scheduler: VirtualScheduler
  let store: CatalogStore
  let view = SpyCatalogView()
  let navigator: SpyNavigator
  let presenter: CatalogPresenter

  init(
    seeds: [ProductSeed] = AppConfiguration.defaultCatalog,
    scheduler: VirtualScheduler = VirtualScheduler(), navigator: SpyNavigator = SpyNavigator()
  ) {
    self.init(store: InMemoryCatalogStore(seeds: seeds), scheduler: scheduler, navigator: navigator)
  }

  init(
    store: CatalogStore, scheduler: VirtualScheduler = VirtualScheduler(),
    navigator: SpyNavigator = SpyNavigator()
  ) {
    self.scheduler = scheduler
    self.navigator = navigator
    self.store = store
    presenter = CatalogPresenter(catalogStore: store, scheduler: scheduler, navigator: navigator)
    presenter.view = view
    presenter.viewWillAppear()
  }

  func search(_ text: String) {
    presenter.searchTextChanged(text)
    scheduler.advance(by: .milliseconds(250))
  }
}

struct CatalogPresenterTests {
  @Test func rowsShowNameAndFormattedPrice() {
    let app = CatalogFixture()
    assertEqual(
      app.view.titles,
      [
        "Bàn phím cơ", "Keyboard", "Monitor Stand", "Mouse", "Pro Display", "USB-C Hub", "マウスパッド",
      ])
    assertEqual(app.view.rows[4], ProductRow(title: "Pro Display", detail: "$1,599.00"))
    assertEqual(app.view.rows[0].detail, "$49.90")
    assertEqual(app.view.summary, "7 products")
  }

  @Test func anEmptyCatalogSaysNoProductsYet() {
    let app = CatalogFixture(seeds: [])
    #expect(app.view.rows.isEmpty)
    assertEqual(app.view.summary, "No products yet")
  }

  @Test func searchAppliesAfterTheDelay() {
    let app = CatalogFixture()
    app.presenter.searchTextChanged("b")
    app.scheduler.advance(by: .milliseconds(200))
    app.presenter.searchTextChanged("ba")
    app.scheduler.advance(by: .milliseconds(249))
    assertEqual(app.view.rows.count, 7)
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(app.view.titles, ["Bàn phím cơ"])
    assertEqual(app.view.summary, "1 of 7 products")
  }

  @Test func searchIgnoresCaseDiacriticsAndSurroundingSpaces() {
    let app = CatalogFixture()
    app.search("  BAN PHIM ")
    assertEqual(app.view.titles, ["Bàn phím cơ"])
  }

  @Test func aSearchWithoutMatchesNamesTheTrimmedQuery() {
    let app = CatalogFixture()
    app.search(" zebra ")
    #expect(app.view.rows.isEmpty)
    assertEqual(app.view.summary, "No products match “zebra”")
  }

  @Test func clearingTheSearchShowsEveryProductAgainAfterTheDelay() {
    let app = CatalogFixture()
    app.search("mo")
    assertEqual(app.view.titles, ["Monitor Stand", "Mouse"])
    app.presenter.searchTextChanged("")
    app.scheduler.advance(by: .milliseconds(249))
    assertEqual(app.view.rows.count, 2)
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(app.view.rows.count, 7)
    assertEqual(app.view.summary, "7 products")
  }

  @Test func summaryCountsShownAndTotalProducts() {
    let app = CatalogFixture()
    assertEqual(app.view.summary, "7 products")
    app.search("mo")
    assertEqual(app.view.summary, "2 of 7 products")
    app.search("moz")
    assertEqual(app.view.summary, "No products match “moz”")
    app.search("")
    assertEqual(app.view.summary, "7 products")
  }

  @Test func theSummaryNounAgreesWithTheCatalogTotal() {
    let app = CatalogFixture(seeds: [ProductSeed(name: "Mouse", price: Price(cents: 500))])
    assertEqual(app.view.summary, "1 product")
    app.search("mouse")
    assertEqual(app.view.summary, "1 of 1 product")
  }

  @Test func sortChangeAppliesAtOnce() {
    let app = CatalogFixture()
    app.search("o")
    app.presenter.searchTextChanged("mo")
    app.presenter.sortChanged(.priceAscending)
    assertEqual(
      app.view.titles, ["Mouse", "Keyboard", "Monitor Stand", "Bàn phím cơ", "Pro Display"])
    assertEqual(app.view.summary, "5 of 7 products")
    app.scheduler.advance(by: .milliseconds(250))
    assertEqual(app.view.titles, ["Mouse", "Monitor Stand"])
  }

  @Test func aSortChangeUsesTheAppliedQueryWhileASearchIsStillWaiting() {
    let app = CatalogFixture()
    app.presenter.searchTextChanged("mo")
    app.scheduler.advance(by: .milliseconds(100))
    app.presenter.sortChanged(.priceAscending)
    assertEqual(app.view.titles.count, 7)
    assertEqual(app.view.titles.first, "Mouse")
    app.scheduler.advance(by: .milliseconds(149))
    assertEqual(app.view.titles.count, 7)
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(app.view.titles, ["Mouse", "Monitor Stand"])
  }

  @Test func sortingByPriceDescendingBreaksTiesByNameAscending() {
    let app = CatalogFixture(seeds: [
      ProductSeed(name: "b", price: Price(cents: 100)),
      ProductSeed(name: "a", price: Price(cents: 100)),
      ProductSeed(name: "c", price: Price(cents: 200)),
    ])
    app.presenter.sortChanged(.priceDescending)
    assertEqual(app.view.titles, ["c", "a", "b"])
  }

  @Test func tappingARowOpensItForEditing() throws {
    let app = CatalogFixture()
    app.presenter.sortChanged(.priceDescending)
    app.presenter.productTapped(at: 0)
    let proDisplay = try #require(app.store.allProducts().first { $0.name == "Pro Display" })
    assertEqual(app.navigator.moves, [.product(.edit(proDisplay))])
  }

  @Test func tappingARowOfASortedSearchOpensTheProductShownThere() throws {
    let app = CatalogFixture()
    app.search("o")
    app.presenter.sortChanged(.priceDescending)
    assertEqual(
      app.view.titles, ["Pro Display", "Bàn phím cơ", "Monitor Stand", "Keyboard", "Mouse"])
    app.presenter.productTapped(at: 3)
    let keyboard = try #require(app.store.allProducts().first { $0.name == "Keyboard" })
    assertEqual(app.navigator.moves, [.product(.edit(keyboard))])
  }

  @Test func tappingARowThatIsNotThereDoesNothing() {
    let app = CatalogFixture()
    app.presenter.productTapped(at: 7)
    #expect(app.navigator.moves.isEmpty)
  }

  @Test func addOpensAnEmptyProductScreen() {
    let app = CatalogFixture()
    app.presenter.addButtonTapped()
    assertEqual(app.navigator.moves, [.product(.add)])
  }

  @Test func signOutReturnsToAFreshLogin() {
    let scheduler = VirtualScheduler()
    let navigator = SpyNavigator()
    do {
      let app = CatalogFixture(scheduler: scheduler, navigator: navigator)
      app.presenter.searchTextChanged("mo")
      app.presenter.signOutButtonTapped()
      assertEqual(navigator.moves, [.login])
    }  // the navigator drops the screen, and its presenter with it
    assertEqual(scheduler.pendingCount, 0, "the waiting search went with the presenter")
  }

  @Test func comingBackShowsTheCatalogAsItNowIs() throws {
    let app = CatalogFixture()
    app.search("o")
    app.presenter.sortChanged(.priceDescending)
    try app.store.add(name: "Mousepad Pro", price: Price(cents: 99_900))
    let keyboard = try #require(app.store.allProducts().first { $0.name == "Keyboard" })
    try app.store.delete(keyboard.id)
    app.presenter.viewWillAppear()
    assertEqual(
      app.view.titles, ["Pro Display", "Mousepad Pro", "Bàn phím cơ", "Monitor Stand", "Mouse"])
    assertEqual(app.view.summary, "5 of 7 products")
  }

  @Test func eachAppearanceReadsTheCatalogOnce() {
    let store = FaultyCatalogStore(
      base: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog), faults: .init())
    let app = CatalogFixture(store: store)
    store.faults.failsReads = true  // from now on, a read says so
    app.search("mo")
    app.presenter.sortChanged(.priceDescending)
    #expect(app.view.alerts.isEmpty)
    assertEqual(app.view.titles, ["Monitor Stand", "Mouse"])
    app.presenter.viewWillAppear()
    assertEqual(app.view.alerts.map(\.title), ["Cannot load products"])
  }

  /// The default catalog behind a store whose reads fail.
  static func unreadableStore() -> FaultyCatalogStore {
    FaultyCatalogStore(
      base: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
      faults: .init(failsReads: true))
  }

  @Test func anUnreadableCatalogShowsAnEmptyListAndAnAlert() {
    let store = FaultyCatalogStore(
      base: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
      faults: .init(failsReads: true))
    let app = CatalogFixture(store: store)
    #expect(app.view.rows.isEmpty)
    assertEqual(app.view.summary, "Catalog unavailable")
    assertEqual(
      app.view.alerts,
      [
        AlertText(
          title: "Cannot load products", message: "The catalog could not be read.", button: "OK")
      ])
    app.search("mouse")
    app.presenter.sortChanged(.priceDescending)
    #expect(app.view.rows.isEmpty)
    assertEqual(app.view.summary, "Catalog unavailable")
    assertEqual(app.view.alerts.count, 1)
    app.presenter.viewWillAppear()
    assertEqual(app.view.alerts.count, 2)
    store.faults.failsReads = false
    app.presenter.viewWillAppear()
    assertEqual(app.view.titles, ["Mouse"])
    assertEqual(app.view.summary, "1 of 7 products")
    assertEqual(app.view.alerts.count, 2)
  }

  @Test func searchAndSortActOnTheEmptyListAndTheSummaryStaysUnavailable() {
    let app = CatalogFixture(store: Self.unreadableStore())
    app.search("mouse")
    app.presenter.sortChanged(.priceDescending)
    #expect(app.view.rows.isEmpty)
    assertEqual(app.view.summary, "Catalog unavailable")
    assertEqual(app.view.alerts.count, 1)
  }

  @Test func anUnreadableCatalogIsReadAgainOnEachAppearance() {
    let store = Self.unreadableStore()
    let app = CatalogFixture(store: store)
    app.presenter.viewWillAppear()
    assertEqual(app.view.alerts.count, 2)
    store.faults.failsReads = false
    app.presenter.viewWillAppear()
    assertEqual(app.view.rows.count, 7)
    assertEqual(app.view.summary, "7 products")
    assertEqual(app.view.alerts.count, 2)
  }

  @Test func leavingTheScreenCancelsThePendingSearch() {
    let scheduler = VirtualScheduler()
    let view = SpyCatalogView()
    weak var released: CatalogPresenter?
    do {
      let presenter = CatalogPresenter(
        catalogStore: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
        scheduler: scheduler, navigator: SpyNavigator())
      presenter.view = view
      presenter.viewWillAppear()
      presenter.searchTextChanged("mo")
      released = presenter
    }
    #expect(released == nil)
    assertEqual(scheduler.pendingCount, 0)
    scheduler.advance(by: .seconds(1))
    assertEqual(view.rows.count, 7)
  }

  @Test func theViewIsHeldWeakly() {
    let app = CatalogFixture()
    weak var released: SpyCatalogView?
    do {
      let view = SpyCatalogView()
      app.presenter.view = view
      released = view
    }
    #expect(released == nil)
    #expect(app.presenter.view == nil)
  }
}
