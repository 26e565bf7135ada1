/// The catalog screen's reducer: the search, the sort and the summary at their edges (app spec,
/// Catalog rules 2-4), exhaustively, the debounced search received on virtual time.
import Domain
import Expectations
import TEA
import TEATesting
import Testing

extension CatalogReducerTests {
  @Test func searchIgnoresCaseDiacriticsAndSurroundingSpaces() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.search("  BAN PHIM ")
    expectEqual(store.state.listing.products, [product("Bàn phím cơ")])
    expectEqual(store.state.summary, "1 of 7 products")
  }

  @Test func clearingTheSearchShowsEveryProductAgainAfterTheDelay() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.search("mouse")
    store.send(.searchTextChanged("")) { $0.searchText = "" }
    store.advance(by: .milliseconds(249))
    expectEqual(store.state.listing.products, [product("Mouse")])
    store.advance(by: .milliseconds(1))
    store.receive(.searchApplied("")) { $0.query.searchText = "" }
    expectEqual(store.state.listing.products, catalogByName)
    expectEqual(store.state.summary, "7 products")
  }

  @Test func sortingByPriceDescendingBreaksTiesByNameAscending() {
    let products = [("b", 100), ("C", 300), ("A", 100)].enumerated().map {
      Product(id: ProductID($0.offset + 1), name: $0.element.0, price: Price(cents: $0.element.1))
    }
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.send(.catalogLoaded(.success(products))) { $0.catalog = products }
    store.send(.sortChanged(.priceDescending)) { $0.query.sort = .priceDescending }
    expectEqual(store.state.listing.products.map(\.name), ["C", "A", "b"])
    store.send(.sortChanged(.name)) { $0.query.sort = .name }
    expectEqual(store.state.listing.products.map(\.name), ["A", "b", "C"])
  }

  @Test func aSortChangeUsesTheAppliedQueryWhileASearchIsStillWaiting() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
    store.advance(by: .milliseconds(100))
    store.send(.sortChanged(.priceAscending)) { $0.query.sort = .priceAscending }
    expectEqual(store.state.listing.products, catalog.sorted { $0.price < $1.price })
    store.advance(by: .milliseconds(149))
    store.advance(by: .milliseconds(1))
    store.receive(.searchApplied("mo")) { $0.query.searchText = "mo" }
    expectEqual(store.state.listing.products, ["Mouse", "Monitor Stand"].map(product))
  }

  @Test func aSearchWithoutMatchesNamesTheTrimmedQuery() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.search(" zebra ")
    expectEqual(store.state.rows, [])
    expectEqual(store.state.summary, "No products match “zebra”")
  }

  @Test func anEmptyCatalogSaysNoProductsYet() {
    let store = TestStore(
      initialState: CatalogState(), reducer: catalogReducer,
      configuration: AppConfiguration(products: []))
    store.send(.viewWillAppear)
    store.receive(.catalogLoaded(.success([])))
    expectEqual(store.state.rows, [])
    expectEqual(store.state.summary, "No products yet")
  }

  @Test func theSummaryNounAgreesWithTheCatalogTotal() {
    let lamp = Product(id: ProductID(1), name: "Lamp", price: Price(cents: 1250))
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.send(.catalogLoaded(.success([lamp]))) { $0.catalog = [lamp] }
    expectEqual(store.state.summary, "1 product")
    store.search("la")
    expectEqual(store.state.summary, "1 of 1 product")
  }
}
