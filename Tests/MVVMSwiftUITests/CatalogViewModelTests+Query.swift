// The catalog view model's search, sort and summary (app spec, Catalog rules 2-5), through its
// properties and events only, in virtual time. No view is involved.
import Assertions
import Domain
import MVVMSwiftUI
import Scheduling
import Testing

extension CatalogViewModelTests {
  @Test func searchIgnoresCaseDiacriticsAndSurroundingSpaces() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("  MOUSE ")
    scheduler.advance(by: CatalogQuery.searchDelay)
    assertEqual(viewModel.rows.map(\.title), ["Mouse"])
    viewModel.searchTextChanged("BAN PHIM")
    scheduler.advance(by: CatalogQuery.searchDelay)
    assertEqual(viewModel.rows.map(\.title), ["Bàn phím cơ"])
  }

  @Test func clearingTheSearchShowsEveryProductAgainAfterTheDelay() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("mouse")
    scheduler.advance(by: CatalogQuery.searchDelay)
    viewModel.searchTextChanged("")
    assertEqual(viewModel.rows.map(\.title), ["Mouse"])
    scheduler.advance(by: CatalogQuery.searchDelay)
    assertEqual(viewModel.rows.count, 7)
    assertEqual(viewModel.summary, "7 products")
  }

  @Test func aSearchWithoutMatchesNamesTheTrimmedQuery() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("  zzz  ")
    scheduler.advance(by: CatalogQuery.searchDelay)
    #expect(viewModel.rows.isEmpty)
    assertEqual(viewModel.summary, "No products match “zzz”")
  }

  @Test func anEmptyCatalogSaysNoProductsYet() {
    let viewModel = makeViewModel(store: InMemoryCatalogStore())
    viewModel.viewWillAppear()
    #expect(viewModel.rows.isEmpty)
    assertEqual(viewModel.summary, "No products yet")
  }

  @Test func theSummaryNounAgreesWithTheCatalogTotal() {
    let single = makeViewModel(
      store: InMemoryCatalogStore(seeds: [ProductSeed(name: "Lamp", price: Price(cents: 100))]))
    single.viewWillAppear()
    assertEqual(single.summary, "1 product")
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("mouse")
    scheduler.advance(by: CatalogQuery.searchDelay)
    assertEqual(viewModel.summary, "1 of 7 products")
  }

  @Test func aSortChangeUsesTheAppliedQueryWhileASearchIsStillWaiting() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("mo")
    viewModel.sortChanged(.priceDescending)
    assertEqual(viewModel.rows.count, 7)
    assertEqual(viewModel.rows.first?.title, "Pro Display")
    scheduler.advance(by: CatalogQuery.searchDelay)
    assertEqual(viewModel.rows.count, 2)
  }

  @Test func tappingARowOfASortedSearchOpensTheProductShownThere() throws {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("mo")
    scheduler.advance(by: CatalogQuery.searchDelay)
    viewModel.sortChanged(.priceDescending)
    let row = try #require(viewModel.rows.first)
    assertEqual(row.title, "Monitor Stand")
    viewModel.productTapped(row)
    let shown = try #require(defaultCatalog().allProducts().first { $0.name == row.title })
    assertEqual(navigator.moves, [.showProduct(.edit(shown))])
  }

  @Test func sortingByPriceDescendingBreaksTiesByNameAscending() {
    let viewModel = makeViewModel(
      store: InMemoryCatalogStore(seeds: [
        ProductSeed(name: "b", price: Price(cents: 100)),
        ProductSeed(name: "C", price: Price(cents: 300)),
        ProductSeed(name: "A", price: Price(cents: 100)),
      ]))
    viewModel.viewWillAppear()
    viewModel.sortChanged(.priceDescending)
    assertEqual(viewModel.rows.map(\.title), ["C", "A", "b"])
    viewModel.sortChanged(.name)
    assertEqual(viewModel.rows.map(\.title), ["A", "b", "C"])
  }

  @Test func tappingARowThatIsNotThereDoesNothing() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("mouse")
    scheduler.advance(by: CatalogQuery.searchDelay)
    let keyboard = ProductRow(id: ProductID(1), title: "Keyboard", detail: "$6.00")  // stale
    viewModel.productTapped(keyboard)
    #expect(navigator.moves.isEmpty)
  }

  @Test func eachAppearanceReadsTheCatalogOnce() {
    let store = FaultyCatalogStore(base: defaultCatalog(), faults: .init())
    let viewModel = makeViewModel(store: store)
    viewModel.viewWillAppear()
    store.faults.failsReads = true  // from now on, a read says so
    viewModel.searchTextChanged("mo")
    scheduler.advance(by: CatalogQuery.searchDelay)
    viewModel.sortChanged(.priceDescending)
    #expect(viewModel.alert == nil)
    assertEqual(viewModel.rows.map(\.title), ["Monitor Stand", "Mouse"])
    viewModel.viewWillAppear()
    assertEqual(viewModel.alert?.title, "Cannot load products", "the next appearance read")
  }
}
