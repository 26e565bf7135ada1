/// The catalog interactor over Domain's in-memory store on virtual time: the 250 ms search,
/// the sort at once, a fresh read at each load, an unreadable catalog (Catalog rules 2, 3, 7
/// and 8), and the pending search dropped with the interactor.
import Assertions
import Domain
import Scheduling
import Testing
import VIPER

/// A catalog interactor over the spec's default catalog, its answers spied on.
private struct CatalogInteractorFixture {
  let scheduler = VirtualScheduler()
  let store = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
  let faulty: FaultyCatalogStore
  let output = SpyCatalogOutput()
  let interactor: CatalogInteractor

  init(readable: Bool = true) {
    faulty = FaultyCatalogStore(base: store, faults: .init(failsReads: !readable))
    interactor = CatalogInteractor(catalogStore: faulty, scheduler: scheduler)
    interactor.output = output
    interactor.loadCatalog()
  }
}

private let nameOrder = [
  "Bàn phím cơ", "Keyboard", "Monitor Stand", "Mouse", "Pro Display", "USB-C Hub", "マウスパッド",
]

struct CatalogInteractorTests {
  /// The interactor's part: every product, in name order (the presenter writes the rows).
  @Test func rowsShowNameAndFormattedPrice() {
    let app = CatalogInteractorFixture()
    assertEqual(app.output.names, nameOrder)
    assertEqual(app.output.listings.last?.total, 7)
    assertEqual(app.output.listings.last?.isCatalogUnavailable, false)
    assertEqual(app.output.readFailures, 0)
  }

  @Test func searchAppliesAfterTheDelay() {
    let app = CatalogInteractorFixture()
    app.interactor.search(for: "m")
    app.scheduler.advance(by: .milliseconds(100))
    app.interactor.search(for: " mo ")
    app.scheduler.advance(by: .milliseconds(249))
    assertEqual(app.output.listings.count, 1)
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(app.output.listings.count, 2)
    assertEqual(app.output.names, ["Monitor Stand", "Mouse"])
    assertEqual(app.output.listings.last?.searchText, "mo", "the search applied, trimmed")
    assertEqual(app.output.listings.last?.total, 7)
  }

  @Test func searchIgnoresCaseDiacriticsAndSurroundingSpaces() {
    let app = CatalogInteractorFixture()
    app.interactor.search(for: "  BAN PHIM ")
    app.scheduler.advance(by: .milliseconds(250))
    assertEqual(app.output.names, ["Bàn phím cơ"])
  }

  @Test func clearingTheSearchShowsEveryProductAgainAfterTheDelay() {
    let app = CatalogInteractorFixture()
    app.interactor.search(for: "mouse")
    app.scheduler.advance(by: .milliseconds(250))
    assertEqual(app.output.names, ["Mouse"])
    app.interactor.search(for: "")
    app.scheduler.advance(by: .milliseconds(249))
    assertEqual(app.output.names, ["Mouse"])
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(app.output.names, nameOrder)
    assertEqual(app.output.listings.last?.searchText, "")
  }

  /// The interactor's part: the empty listing carries the trimmed query (the presenter quotes
  /// it).
  @Test func aSearchWithoutMatchesNamesTheTrimmedQuery() {
    let app = CatalogInteractorFixture()
    app.interactor.search(for: " zebra ")
    app.scheduler.advance(by: .milliseconds(250))
    assertEqual(
      app.output.listings.last, CatalogListing(products: [], total: 7, searchText: "zebra"))
  }

  @Test func sortChangeAppliesAtOnce() {
    let app = CatalogInteractorFixture()
    app.interactor.search(for: "o")
    app.interactor.sort(by: .priceAscending)
    assertEqual(app.output.names.prefix(3), ["Mouse", "Keyboard", "マウスパッド"])
    assertEqual(app.output.names.count, 7, "the search still waits")
    app.scheduler.advance(by: .milliseconds(250))
    assertEqual(
      app.output.names, ["Mouse", "Keyboard", "Monitor Stand", "Bàn phím cơ", "Pro Display"])
  }

  @Test func sortingByPriceDescendingBreaksTiesByNameAscending() {
    let scheduler = VirtualScheduler()
    let output = SpyCatalogOutput()
    let interactor = CatalogInteractor(
      catalogStore: InMemoryCatalogStore(seeds: [
        ProductSeed(name: "b", price: Price(cents: 100)),
        ProductSeed(name: "C", price: Price(cents: 300)),
        ProductSeed(name: "A", price: Price(cents: 100)),
      ]), scheduler: scheduler)
    interactor.output = output
    interactor.loadCatalog()
    interactor.sort(by: .priceDescending)
    assertEqual(output.names, ["C", "A", "b"])
    interactor.sort(by: .name)
    assertEqual(output.names, ["A", "b", "C"])
  }

  @Test func aSortChangeUsesTheAppliedQueryWhileASearchIsStillWaiting() {
    let app = CatalogInteractorFixture()
    app.interactor.search(for: "mo")
    app.scheduler.advance(by: .milliseconds(100))
    app.interactor.sort(by: .priceAscending)
    assertEqual(app.output.names.count, 7)
    assertEqual(app.output.names.first, "Mouse")
    app.scheduler.advance(by: .milliseconds(149))
    assertEqual(app.output.names.count, 7)
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(app.output.names, ["Mouse", "Monitor Stand"])
  }

  @Test func comingBackShowsTheCatalogAsItNowIs() throws {
    let app = CatalogInteractorFixture()
    app.interactor.sort(by: .priceDescending)
    app.interactor.search(for: "mo")
    app.scheduler.advance(by: .milliseconds(250))
    app.store.add(name: "Modem", price: Price(cents: 9_900))
    try app.store.delete(ProductID(2))
    app.interactor.loadCatalog()
    assertEqual(app.output.names, ["Modem", "Monitor Stand"])
    assertEqual(app.output.listings.last?.total, 7)
    assertEqual(app.output.listings.last?.searchText, "mo", "the search is kept, as the sort is")
  }

  @Test func anUnreadableCatalogShowsAnEmptyListAndAnAlert() {
    let app = CatalogInteractorFixture(readable: false)
    assertEqual(app.output.readFailures, 1)
    assertEqual(
      app.output.listings,
      [
        CatalogListing(products: [], total: 0, searchText: "", isCatalogUnavailable: true)
      ])
  }

  @Test func searchAndSortActOnTheEmptyListAndTheSummaryStaysUnavailable() {
    let app = CatalogInteractorFixture(readable: false)
    app.interactor.search(for: "mouse")
    app.scheduler.advance(by: .milliseconds(250))
    app.interactor.sort(by: .priceDescending)
    assertEqual(app.output.listings.map(\.isCatalogUnavailable), [true, true, true])
    assertEqual(app.output.names, [])
    assertEqual(app.output.readFailures, 1)
  }

  @Test func anUnreadableCatalogIsReadAgainOnEachAppearance() {
    let app = CatalogInteractorFixture(readable: false)
    app.interactor.loadCatalog()
    assertEqual(app.output.readFailures, 2)
    app.faulty.faults = .init()
    app.interactor.loadCatalog()
    assertEqual(app.output.names, nameOrder)
    assertEqual(app.output.listings.last?.isCatalogUnavailable, false)
    assertEqual(app.output.readFailures, 2)
  }

  /// The interactor goes with its screen, and the search still waiting with it.
  @Test func leavingTheScreenCancelsThePendingSearch() {
    let scheduler = VirtualScheduler()
    let output = SpyCatalogOutput()
    do {
      let interactor = CatalogInteractor(
        catalogStore: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
        scheduler: scheduler)
      interactor.output = output
      interactor.search(for: "mo")
      assertEqual(scheduler.pendingCount, 1)
    }
    assertEqual(scheduler.pendingCount, 0)
    assertEqual(output.listings, [])
  }
}
