/// The app's reducer, exhaustively: the navigation stack is state, and moves as the spec says
/// (Login 6, Catalog 5-7, Product 4-6); screens' actions reach their screens.
import Assertions
import Domain
import TEA
import TEATesting
import Testing

struct AppReducerTests {
  @Test func withoutASessionTheAppOpensOnSignIn() {
    assertEqual(AppState(session: nil).path, [.login(LoginState())])
  }

  @Test func withASessionTheAppOpensOnTheCatalog() {
    assertEqual(
      AppState(session: Session(email: "ada@example.com")).path, [.catalog(CatalogState())])
  }

  @Test func successShowsTheCatalogAsRoot() {
    let store = TestStore(initialState: AppState(session: nil), reducer: appReducer)
    store.send(.login(.emailChanged("ada@example.com"))) { $0.login.email = "ada@example.com" }
    store.send(.login(.passwordChanged("lovelace1"))) {
      $0.login.password = "lovelace1"
    }
    assertEqual(store.state.login.canSubmit, true)
    store.send(.login(.loginButtonTapped)) {
      $0.login.isSigningIn = true
    }
    assertEqual(store.state.login.canSubmit, false)
    store.advance(by: .milliseconds(400))
    store.receive(.login(.signInAnswered(.signedIn(Session(email: "ada@example.com"))))) {
      $0.path = [.catalog(CatalogState())]
    }
  }

  @Test func tappingARowOpensItForEditing() {
    let store = TestStore(initialState: signedIn(), reducer: appReducer)
    appear(store)
    store.send(.catalog(.productTapped(at: 4))) {
      $0.path.append(.product(ProductState(mode: .edit(product("Pro Display")))))
    }
    loadTheForm(store)
    store.send(.product(.cancelButtonTapped)) { $0.path.removeLast() }
    store.send(.catalog(.productTapped(at: 7)))
  }

  @Test func tappingARowOfASortedSearchOpensTheProductShownThere() {
    let store = TestStore(initialState: signedIn(), reducer: appReducer)
    appear(store)
    store.send(.catalog(.searchTextChanged("o"))) { $0.catalog.searchText = "o" }
    store.advance(by: CatalogQuery.searchDelay)
    store.receive(.catalog(.searchApplied("o"))) { $0.catalog.query.searchText = "o" }
    store.send(.catalog(.sortChanged(.priceDescending))) {
      $0.catalog.query.sort = .priceDescending
    }
    assertEqual(
      store.state.catalog.rows.map(\.title),
      ["Pro Display", "Bàn phím cơ", "Monitor Stand", "Keyboard", "Mouse"])
    store.send(.catalog(.productTapped(at: 3))) {
      $0.path.append(.product(ProductState(mode: .edit(product("Keyboard")))))
    }
    loadTheForm(store)
  }

  @Test func tappingARowThatIsNotThereDoesNothing() {
    let store = TestStore(initialState: signedIn(), reducer: appReducer)
    appear(store)
    store.send(.catalog(.productTapped(at: 7)))
    store.send(.catalog(.productTapped(at: -1)))
  }

  @Test func addOpensAnEmptyProductScreen() {
    let store = TestStore(initialState: signedIn(), reducer: appReducer)
    appear(store)
    store.send(.catalog(.addButtonTapped)) {
      $0.path.append(.product(ProductState(mode: .add)))
    }
    loadTheForm(store)
  }

  @Test func closingTheProductScreenReturnsToTheCatalog() {
    let store = TestStore(initialState: signedIn(), reducer: appReducer)
    appear(store)
    store.send(.catalog(.addButtonTapped)) {
      $0.path.append(.product(ProductState(mode: .add)))
    }
    loadTheForm(store)
    store.send(.product(.cancelButtonTapped)) { $0.path.removeLast() }
    assertEqual(store.state.path.count, 1)
    #expect(store.state.path.first?.catalog != nil)
  }

  @Test func signOutReturnsToAFreshLogin() {
    let store = TestStore(initialState: signedIn(), reducer: appReducer)
    appear(store)
    store.send(.catalog(.searchTextChanged("mo"))) { $0.catalog.searchText = "mo" }
    store.send(.catalog(.signOutButtonTapped)) { $0.path = [.login(LoginState())] }
    store.advance(by: CatalogQuery.searchDelay)  // the search went with its screen: no answer
  }

  @Test func leavingTheScreenCancelsThePendingSearch() {
    let store = TestStore(initialState: signedIn(), reducer: appReducer)
    store.send(.catalog(.searchTextChanged("mo"))) { $0.catalog.searchText = "mo" }
    store.send(.catalog(.addButtonTapped)) { $0.path.append(.product(ProductState(mode: .add))) }
    store.advance(by: CatalogQuery.searchDelay)  // still on the stack, under the product screen
    store.receive(.catalog(.searchApplied("mo"))) { $0.catalog.query.searchText = "mo" }
    store.send(.catalog(.searchTextChanged("mou"))) { $0.catalog.searchText = "mou" }
    store.send(.product(.cancelButtonTapped)) { $0.path.removeLast() }
    store.send(.catalog(.signOutButtonTapped)) { $0.path = [.login(LoginState())] }
    store.finish()
  }

  @Test func saveStoresTheTrimmedNameAndPriceAndCloses() throws {
    let store = TestStore(initialState: signedIn(), reducer: appReducer)
    appear(store)
    store.send(.catalog(.addButtonTapped)) {
      $0.path.append(.product(ProductState(mode: .add)))
    }
    loadTheForm(store)
    store.send(.product(.nameChanged(" Desk Lamp "))) {
      $0.product.name = " Desk Lamp "
      $0.product.nameWasEdited = true
    }
    store.send(.product(.priceChanged("12.5 "))) {
      $0.product.price = "12.5 "
      $0.product.priceWasEdited = true
    }
    assertEqual(store.state.product.canSave, true)
    store.send(.product(.saveButtonTapped))
    let lamp = Product(id: ProductID(8), name: "Desk Lamp", price: Price(cents: 1250))
    store.receive(.product(.saveAnswered(.success(lamp)))) { $0.path.removeLast() }
    try assertEqual(store.environment.catalogStore.allProducts(), catalog + [lamp])
  }

  @Test func comingBackShowsTheCatalogAsItNowIs() {
    let store = TestStore(initialState: signedIn(), reducer: appReducer)
    appear(store)
    store.send(.catalog(.sortChanged(.priceAscending))) {
      $0.catalog.query.sort = .priceAscending
    }
    assertEqual(store.state.catalog.listing.products, catalog.sorted { $0.price < $1.price })
    store.send(.catalog(.productTapped(at: 0))) {
      $0.path.append(.product(ProductState(mode: .edit(product("Mouse")))))
    }
    loadTheForm(store)
    let confirmation = AlertText(
      title: "Delete “Mouse”?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"])
    store.send(.product(.deleteButtonTapped)) { $0.product.deleteConfirmation = confirmation }
    store.send(.product(.deleteConfirmed)) { $0.product.deleteConfirmation = nil }
    store.receive(.product(.deleteAnswered(.success(ProductID(2))))) { $0.path.removeLast() }
    let rest = catalog.filter { $0.name != "Mouse" }
    store.send(.catalog(.viewWillAppear))
    store.receive(.catalog(.catalogLoaded(.success(rest)))) {
      $0.catalog.catalog = rest
    }
    assertEqual(store.state.catalog.listing.products, rest.sorted { $0.price < $1.price })
    assertEqual(store.state.catalog.summary, "6 products")
  }

  @Test func actionsForAScreenNotOnTheStackAreIgnored() {
    let store = TestStore(initialState: signedIn(), reducer: appReducer)
    store.send(.login(.emailChanged("ada@example.com")))
    store.send(.product(.saveButtonTapped))
    let login = TestStore(initialState: AppState(session: nil), reducer: appReducer)
    login.send(.catalog(.viewWillAppear))
  }

  private func signedIn() -> AppState {
    AppState(session: Session(email: "ada@example.com"))
  }

  /// The product screen loads, and reads the catalog then.
  private func loadTheForm(_ store: TestStore<AppState, AppAction>) {
    store.send(.product(.viewDidLoad))
    store.receive(.product(.catalogLoaded(.success(catalog)))) { $0.product.catalog = catalog }
  }

  private func appear(_ store: TestStore<AppState, AppAction>) {
    store.send(.catalog(.viewWillAppear))
    store.receive(.catalog(.catalogLoaded(.success(catalog)))) {
      $0.catalog.catalog = catalog
    }
    assertEqual(store.state.catalog.listing.products, catalogByName)
    assertEqual(store.state.catalog.summary, "7 products")
  }
}
