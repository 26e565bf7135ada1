// The catalog view model's search, sort and summary (app spec, Catalog rules 2-5), through its
// properties and events only, in virtual time. No view is involved.
import Domain
import Expectations
import MVVMSwiftUI
import Scheduling
import Testing

extension CatalogViewModelTests {
  @Test func searchIgnoresCaseDiacriticsAndSurroundingSpaces() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("  MOUSE ")
    scheduler.advance(by: CatalogQuery.searchDelay)
    expectEqual(viewModel.rows.map(\.title), ["Mouse"])
    viewModel.searchTextChanged("BAN PHIM")
    scheduler.advance(by: CatalogQuery.searchDelay)
    expectEqual(viewModel.rows.map(\.title), ["Bàn phím cơ"])
  }

  @Test func clearingTheSearchShowsEveryProductAgainAfterTheDelay() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("mouse")
    scheduler.advance(by: CatalogQuery.searchDelay)
    viewModel.searchTextChanged("")
    expectEqual(viewModel.rows.map(\.title), ["Mouse"])
    scheduler.advance(by: CatalogQuery.searchDelay)
    expectEqual(viewModel.rows.count, 7)
    expectEqual(viewModel.summary, "7 products")
  }

  @Test func aSearchWithoutMatchesNamesTheTrimmedQuery() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("  zzz  ")
    scheduler.advance(by: CatalogQuery.searchDelay)
    #expect(viewModel.rows.isEmpty)
    expectEqual(viewModel.summary, "No products match “zzz”")
  }

  @Test func anEmptyCatalogSaysNoProductsYet() {
    let viewModel = makeViewModel(store: InMemoryCatalogStore())
    viewModel.viewWillAppear()
    #expect(viewModel.rows.isEmpty)
    expectEqual(viewModel.summary, "No products yet")
  }

  @Test func theSummaryNounAgreesWithTheCatalogTotal() {
    let single = makeViewModel(
      store: InMemoryCatalogStore(seeds: [ProductSeed(name: "Lamp", price: Price(cents: 100))]))
    single.viewWillAppear()
    expectEqual(single.summary, "1 product")
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("mouse")
    scheduler.advance(by: CatalogQuery.searchDelay)
    expectEqual(viewModel.summary, "1 of 7 products")
  }

  @Test func aSortChangeUsesTheAppliedQueryWhileASearchIsStillWaiting() {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("mo")
    viewModel.sortChanged(.priceDescending)
    expectEqual(viewModel.rows.count, 7)
    expectEqual(viewModel.rows.first?.title, "Pro Display")
    scheduler.advance(by: CatalogQuery.searchDelay)
    expectEqual(viewModel.rows.count, 2)
  }

  @Test func tappingARowOfASortedSearchOpensTheProductShownThere() throws {
    let viewModel = makeViewModel()
    viewModel.viewWillAppear()
    viewModel.searchTextChanged("mo")
    scheduler.advance(by: CatalogQuery.searchDelay)
    viewModel.sortChanged(.priceDescending)
    let row = try #require(viewModel.rows.first)
    expectEqual(row.title, "Monitor Stand")
    viewModel.productTapped(row)
    let shown = try #require(try defaultCatalog().allProducts().first { $0.name == row.title })
    expectEqual(navigator.moves, [.showProduct(.edit(shown))])
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
    expectEqual(viewModel.rows.map(\.title), ["C", "A", "b"])
    viewModel.sortChanged(.name)
    expectEqual(viewModel.rows.map(\.title), ["A", "b", "C"])
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
    expectEqual(viewModel.rows.map(\.title), ["Monitor Stand", "Mouse"])
    viewModel.viewWillAppear()
    expectEqual(viewModel.alert?.title, "Cannot load products", "the next appearance read")
  }
}
