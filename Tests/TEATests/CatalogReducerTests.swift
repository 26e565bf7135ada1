/// The catalog screen's reducer, exhaustively (app spec, Catalog rules 1-4, 7-8): every step
/// states the exact change of state; the debounced search is received on virtual time.
import Assertions
import Domain
import TEA
import TEATesting
import Testing

struct CatalogReducerTests {
  @Test func rowsShowNameAndFormattedPrice() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    assertEqual(
      store.state.rows,
      [
        ProductRow(title: "Bàn phím cơ", detail: "$49.90"),
        ProductRow(title: "Keyboard", detail: "$6.00"),
        ProductRow(title: "Monitor Stand", detail: "$35.50"),
        ProductRow(title: "Mouse", detail: "$5.00"),
        ProductRow(title: "Pro Display", detail: "$1,599.00"),
        ProductRow(title: "USB-C Hub", detail: "$25.00"),
        ProductRow(title: "マウスパッド", detail: "$12.00"),
      ])
  }

  @Test func searchAppliesAfterTheDelay() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.send(.searchTextChanged("m")) { $0.searchText = "m" }
    store.advance(by: .milliseconds(249))
    store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
    store.advance(by: .milliseconds(249))
    store.send(.searchTextChanged(" ban phim ")) { $0.searchText = " ban phim " }
    store.advance(by: .milliseconds(249))
    assertEqual(store.state.listing.products, catalogByName)
    store.advance(by: .milliseconds(1))
    store.receive(.searchApplied(" ban phim ")) {
      $0.query.searchText = " ban phim "
    }
    assertEqual(store.state.listing.products, [product("Bàn phím cơ")])
    assertEqual(store.state.summary, "1 of 7 products")
    store.send(.searchTextChanged("")) { $0.searchText = "" }
    store.advance(by: CatalogQuery.searchDelay)
    store.receive(.searchApplied("")) {
      $0.query.searchText = ""
    }
    assertEqual(store.state.listing.products, catalogByName)
    assertEqual(store.state.summary, "7 products")
  }

  @Test func sortChangeAppliesAtOnce() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.send(.sortChanged(.priceAscending)) {
      $0.query.sort = .priceAscending
    }
    assertEqual(store.state.listing.products, catalog.sorted { $0.price < $1.price })
    store.send(.searchTextChanged("o")) { $0.searchText = "o" }
    store.send(.sortChanged(.priceDescending)) {
      $0.query.sort = .priceDescending
    }
    assertEqual(store.state.listing.products, catalog.sorted { $0.price > $1.price })
    store.advance(by: CatalogQuery.searchDelay)
    store.receive(.searchApplied("o")) {
      $0.query.searchText = "o"
    }
    assertEqual(
      store.state.listing.products,
      ["Pro Display", "Bàn phím cơ", "Monitor Stand", "Keyboard", "Mouse"]
        .map(product))
    assertEqual(store.state.summary, "5 of 7 products")
  }

  @Test func summaryCountsShownAndTotalProducts() {
    let one = Product(id: ProductID(1), name: "Lamp", price: Price(cents: 1000))
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.send(.catalogLoaded(.success([])))
    assertEqual(store.state.summary, "No products yet")
    store.send(.catalogLoaded(.success([one]))) {
      $0.catalog = [one]
    }
    assertEqual(store.state.listing.products, [one])
    assertEqual(store.state.summary, "1 product")
    store.send(.searchApplied(" la ")) {
      $0.query.searchText = " la "
    }
    assertEqual(store.state.summary, "1 of 1 product")
    store.send(.searchApplied(" desk ")) {
      $0.query.searchText = " desk "
    }
    assertEqual(store.state.listing.products, [])
    assertEqual(store.state.summary, "No products match “desk”")
    store.send(.catalogLoaded(.success(catalog))) {
      $0.catalog = catalog
    }
    assertEqual(store.state.summary, "No products match “desk”")
    store.send(.searchApplied("mouse")) {
      $0.query.searchText = "mouse"
    }
    assertEqual(store.state.listing.products, [product("Mouse")])
    assertEqual(store.state.summary, "1 of 7 products")
  }

  @Test func comingBackShowsTheCatalogAsItNowIs() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.appearWithTheDefaultCatalog()
    store.send(.sortChanged(.priceDescending)) {
      $0.query.sort = .priceDescending
    }
    assertEqual(store.state.listing.products, catalog.sorted { $0.price > $1.price })
    store.send(.searchApplied("mo")) {
      $0.query.searchText = "mo"
    }
    assertEqual(store.state.listing.products, ["Monitor Stand", "Mouse"].map(product))
    assertEqual(store.state.summary, "2 of 7 products")
    let mop = try! store.environment.catalogStore.add(name: "Mop", price: Price(cents: 700))
    store.send(.viewWillAppear)
    store.receive(.catalogLoaded(.success(catalog + [mop]))) {
      $0.catalog = catalog + [mop]
    }
    assertEqual(
      store.state.listing.products, ["Monitor Stand", "Mop", "Mouse"].map(product(orNew: mop)))
    assertEqual(store.state.summary, "3 of 8 products")
  }

  @Test func anUnreadableCatalogShowsAnEmptyListAndAnAlert() {
    let store = TestStore(
      initialState: CatalogState(), reducer: catalogReducer,
      configuration: AppConfiguration(isCatalogReadable: false))
    store.send(.viewWillAppear)
    store.receive(.catalogLoaded(.failure(StoreFailure()))) {
      $0.isCatalogUnavailable = true
      $0.alert = AlertText(
        title: "Cannot load products", message: "The catalog could not be read.", button: "OK")
    }
    assertEqual(store.state.summary, "Catalog unavailable")
    store.send(.alertDismissed) { $0.alert = nil }
    store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
    store.send(.sortChanged(.priceAscending)) { $0.query.sort = .priceAscending }
    store.advance(by: CatalogQuery.searchDelay)
    store.receive(.searchApplied("mo")) { $0.query.searchText = "mo" }
    assertEqual(store.state.summary, "Catalog unavailable")
    store.send(.viewWillAppear)
    store.receive(.catalogLoaded(.failure(StoreFailure()))) {
      $0.alert = AlertText(
        title: "Cannot load products", message: "The catalog could not be read.", button: "OK")
    }
  }

  @Test func anUnreadableCatalogIsReadAgainOnEachAppearance() {
    let store = TestStore(
      initialState: CatalogState(), reducer: catalogReducer,
      configuration: AppConfiguration(isCatalogReadable: false))
    store.send(.catalogLoaded(.failure(StoreFailure()))) {
      $0.isCatalogUnavailable = true
      $0.alert = AlertText(
        title: "Cannot load products", message: "The catalog could not be read.", button: "OK")
    }
    assertEqual(store.state.summary, "Catalog unavailable")
    store.send(.catalogLoaded(.success(catalog))) {
      $0.isCatalogUnavailable = false
      $0.catalog = catalog
    }
    assertEqual(store.state.listing.products, catalogByName)
    assertEqual(store.state.summary, "7 products")
  }

  @Test func signingOutIsTheAppsMoveWhichCancelsTheWaitingSearch() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
    store.send(.signOutButtonTapped)  // nothing here: `appReducer` drops the screen's effects
    store.advance(by: CatalogQuery.searchDelay)
    store.receive(.searchApplied("mo")) { $0.query.searchText = "mo" }
  }

  @Test func tappingARowOrAddChangesNothingHere() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.send(.productTapped(at: 0))
    store.send(.addButtonTapped)
  }
}

/// The default catalog's product named `name`, or `extra` when it has that name.
private func product(orNew extra: Product) -> (String) -> Product {
  { name in name == extra.name ? extra : product(name) }
}
