/// The catalog screen's reducer: the search, the sort and the summary at their edges (app spec,
/// Catalog rules 2-4), exhaustively, the debounced search received on virtual time.
import Assertions
import Domain
import TEA
import TEATesting
import Testing

extension CatalogReducerTests {
  @Test func searchIgnoresCaseDiacriticsAndSurroundingSpaces() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.search("  BAN PHIM ")
    assertEqual(store.state.listing.products, [product("Bàn phím cơ")])
    assertEqual(store.state.summary, "1 of 7 products")
  }

  @Test func clearingTheSearchShowsEveryProductAgainAfterTheDelay() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.search("mouse")
    store.send(.searchTextChanged("")) { $0.searchText = "" }
    store.advance(by: .milliseconds(249))
    assertEqual(store.state.listing.products, [product("Mouse")])
    store.advance(by: .milliseconds(1))
    store.receive(.searchApplied("")) { $0.query.searchText = "" }
    assertEqual(store.state.listing.products, catalogByName)
    assertEqual(store.state.summary, "7 products")
  }

  @Test func sortingByPriceDescendingBreaksTiesByNameAscending() {
    let products = [("b", 100), ("C", 300), ("A", 100)].enumerated().map {
      Product(id: ProductID($0.offset + 1), name: $0.element.0, price: Price(cents: $0.element.1))
    }
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.send(.catalogLoaded(.success(products))) { $0.catalog = products }
    store.send(.sortChanged(.priceDescending)) { $0.query.sort = .priceDescending }
    assertEqual(store.state.listing.products.map(\.name), ["C", "A", "b"])
    store.send(.sortChanged(.name)) { $0.query.sort = .name }
    assertEqual(store.state.listing.products.map(\.name), ["A", "b", "C"])
  }

  @Test func aSortChangeUsesTheAppliedQueryWhileASearchIsStillWaiting() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
    store.advance(by: .milliseconds(100))
    store.send(.sortChanged(.priceAscending)) { $0.query.sort = .priceAscending }
    assertEqual(store.state.listing.products, catalog.sorted { $0.price < $1.price })
    store.advance(by: .milliseconds(149))
    store.advance(by: .milliseconds(1))
    store.receive(.searchApplied("mo")) { $0.query.searchText = "mo" }
    assertEqual(store.state.listing.products, ["Mouse", "Monitor Stand"].map(product))
  }

  @Test func aSearchWithoutMatchesNamesTheTrimmedQuery() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.search(" zebra ")
    assertEqual(store.state.rows, [])
    assertEqual(store.state.summary, "No products match “zebra”")
  }

  @Test func anEmptyCatalogSaysNoProductsYet() {
    let store = TestStore(
      initialState: CatalogState(), reducer: catalogReducer,
      configuration: AppConfiguration(products: []))
    store.send(.viewWillAppear)
    store.receive(.catalogLoaded(.success([])))
    assertEqual(store.state.rows, [])
    assertEqual(store.state.summary, "No products yet")
  }

  @Test func theSummaryNounAgreesWithTheCatalogTotal() {
    let lamp = Product(id: ProductID(1), name: "Lamp", price: Price(cents: 1250))
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.send(.catalogLoaded(.success([lamp]))) { $0.catalog = [lamp] }
    assertEqual(store.state.summary, "1 product")
    store.search("la")
    assertEqual(store.state.summary, "1 of 1 product")
  }
}
