/// The catalog screen's reducer and the store's reads: one per appearance, and an unreadable
/// catalog meanwhile (app spec, Catalog rules 7 and 8). The test store is exhaustive: a read
/// it was not told to receive fails the test.
import Assertions
import Domain
import TEA
import TEATesting
import Testing

extension CatalogReducerTests {
  @Test func eachAppearanceReadsTheCatalogOnce() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
    store.send(.sortChanged(.priceDescending)) { $0.query.sort = .priceDescending }
    store.advance(by: CatalogQuery.searchDelay)
    store.receive(.searchApplied("mo")) { $0.query.searchText = "mo" }  // and no read
    store.send(.viewWillAppear)
    store.receive(.catalogLoaded(.success(catalog)))
  }

  @Test func searchAndSortActOnTheEmptyListAndTheSummaryStaysUnavailable() {
    let store = TestStore(
      initialState: CatalogState(), reducer: catalogReducer,
      configuration: AppConfiguration(isCatalogReadable: false))
    store.appearWithAnUnreadableCatalog()
    store.send(.alertDismissed) { $0.alert = nil }
    store.search("mouse")
    store.send(.sortChanged(.priceDescending)) { $0.query.sort = .priceDescending }
    assertEqual(store.state.rows, [])
    assertEqual(store.state.summary, "Catalog unavailable")
    #expect(store.state.alert == nil)
  }
}
