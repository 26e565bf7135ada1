/// The product screen's reducer, exhaustively (app spec, Product rules 1-7): every step states
/// the exact change of state; every store write is received.
import Assertions
import Domain
import TEA
import TEATesting
import Testing

struct ProductReducerTests {
  @Test func editShowsTheProductsNameAndPrice() {
    let state = ProductState(mode: .edit(product("Pro Display")), catalog: catalog)
    assertEqual(state.title, "Edit product")
    assertEqual(state.name, "Pro Display")
    assertEqual(state.price, "1599.00")
    assertEqual(state.isDeleteHidden, false)
    #expect(state.canSave)
    #expect(state.nameError == nil && state.priceError == nil)
  }

  @Test func addModeOpensAnEmptyForm() {
    let state = ProductState(mode: .add, catalog: catalog)
    assertEqual(state.title, "New product")
    #expect(state.name == "" && state.price == "")
    #expect(state.isDeleteHidden)
    assertEqual(state.canSave, false)
  }

  @Test func theFormReadsTheCatalogOnceWhenItLoads() {
    let store = TestStore(initialState: ProductState(mode: .add), reducer: productReducer)
    store.send(.viewDidLoad)
    store.receive(.catalogLoaded(.success(catalog))) { $0.catalog = catalog }
    store.send(.nameChanged(" mouse")) {
      $0.name = " mouse"
      $0.nameWasEdited = true
    }
    assertEqual(store.state.nameError, "A product named “Mouse” already exists.")
  }

  @Test func anUnreadableCatalogLeavesNoNameToClashWith() {
    let store = TestStore(
      initialState: ProductState(mode: .add), reducer: productReducer,
      configuration: AppConfiguration(isCatalogReadable: false))
    store.send(.viewDidLoad)
    store.receive(.catalogLoaded(.failure(StoreFailure())))
    store.send(.nameChanged("Mouse")) {
      $0.name = "Mouse"
      $0.nameWasEdited = true
    }
    #expect(store.state.nameError == nil)
  }

  @Test func errorLabelsStayHiddenUntilTheFieldIsEdited() {
    let store = TestStore(
      initialState: ProductState(mode: .add, catalog: catalog), reducer: productReducer)
    store.send(.nameChanged("Lamp")) {
      $0.name = "Lamp"
      $0.nameWasEdited = true
    }
    store.send(.priceChanged("1")) {
      $0.price = "1"
      $0.priceWasEdited = true
    }
    assertEqual(store.state.canSave, true)
    store.send(.priceChanged("")) {
      $0.price = ""
    }
    assertEqual(store.state.priceError, "Price is required.")
    assertEqual(store.state.canSave, false)
  }

  @Test func nameErrorsShowTheFirstFailingRule() {
    let store = TestStore(
      initialState: ProductState(mode: .edit(product("Mouse")), catalog: catalog),
      reducer: productReducer)
    store.send(.nameChanged("   ")) {
      $0.name = "   "
      $0.nameWasEdited = true
    }
    assertEqual(store.state.nameError, "Name is required.")
    assertEqual(store.state.canSave, false)
    let long = String(repeating: "é", count: 61)
    store.send(.nameChanged(long)) {
      $0.name = long
    }
    assertEqual(store.state.nameError, "Name must be at most 60 characters.")
    store.send(.nameChanged(" KEYBOARD ")) {
      $0.name = " KEYBOARD "
    }
    assertEqual(store.state.nameError, "A product named “Keyboard” already exists.")
    store.send(.nameChanged("ban phim co")) {
      $0.name = "ban phim co"
    }
    assertEqual(store.state.nameError, "A product named “Bàn phím cơ” already exists.")
    store.send(.nameChanged("MOUSE")) {
      $0.name = "MOUSE"
    }
    #expect(store.state.nameError == nil)
    assertEqual(store.state.canSave, true)
  }

  @Test func priceErrorsShowTheFirstFailingRule() {
    let store = TestStore(
      initialState: ProductState(mode: .edit(product("Mouse")), catalog: catalog),
      reducer: productReducer)
    store.send(.priceChanged(" ")) {
      $0.price = " "
      $0.priceWasEdited = true
    }
    assertEqual(store.state.priceError, "Price is required.")
    assertEqual(store.state.canSave, false)
    for malformed in ["12.", ".5", "-3", "1,000", "1.234"] {
      store.send(.priceChanged(malformed)) {
        $0.price = malformed
      }
      assertEqual(store.state.priceError, "Enter a price like 12.50.")
    }
    store.send(.priceChanged("100000.01")) {
      $0.price = "100000.01"
    }
    assertEqual(store.state.priceError, "Price must be at most 100,000.00.")
    store.send(.priceChanged(" 100000 ")) {
      $0.price = " 100000 "
    }
    #expect(store.state.priceError == nil)
    assertEqual(store.state.canSave, true)
  }

  @Test func saveStoresTheTrimmedNameAndPriceAndCloses() throws {
    let store = TestStore(
      initialState: ProductState(mode: .add, catalog: catalog), reducer: productReducer)
    store.send(.nameChanged("  Desk Lamp ")) {
      $0.name = "  Desk Lamp "
      $0.nameWasEdited = true
    }
    store.send(.priceChanged(" 12.5 ")) {
      $0.price = " 12.5 "
      $0.priceWasEdited = true
    }
    assertEqual(store.state.canSave, true)
    store.send(.saveButtonTapped)
    let lamp = Product(id: ProductID(8), name: "Desk Lamp", price: Price(cents: 1250))
    store.receive(.saveAnswered(.success(lamp)))
    try assertEqual(store.environment.catalogStore.allProducts(), catalog + [lamp])
  }

  @Test func saveUpdatesTheEditedProductInPlace() throws {
    let store = TestStore(
      initialState: ProductState(mode: .edit(product("Mouse")), catalog: catalog),
      reducer: productReducer)
    store.send(.priceChanged("4.5")) {
      $0.price = "4.5"
      $0.priceWasEdited = true
    }
    store.send(.saveButtonTapped)
    let mouse = Product(id: ProductID(2), name: "Mouse", price: Price(cents: 450))
    store.receive(.saveAnswered(.success(mouse)))
    try assertEqual(store.environment.catalogStore.allProducts()[1], mouse)
  }

  @Test func saveOnAnInvalidFormDoesNothing() {
    let store = TestStore(
      initialState: ProductState(mode: .add, catalog: catalog), reducer: productReducer)
    store.send(.saveButtonTapped)
  }

  @Test func cancelChangesNothing() throws {
    let store = TestStore(
      initialState: ProductState(mode: .edit(product("Mouse")), catalog: catalog),
      reducer: productReducer)
    store.send(.nameChanged("Trackball")) {
      $0.name = "Trackball"
      $0.nameWasEdited = true
    }
    store.send(.cancelButtonTapped)
    try assertEqual(store.environment.catalogStore.allProducts(), catalog)
  }

  @Test func deleteAsksThenRemovesTheProduct() throws {
    let store = TestStore(
      initialState: ProductState(mode: .edit(product("Mouse")), catalog: catalog),
      reducer: productReducer)
    store.send(.nameChanged("Trackball")) {
      $0.name = "Trackball"
      $0.nameWasEdited = true
    }
    let confirmation = AlertText(
      title: "Delete “Mouse”?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"])
    store.send(.deleteButtonTapped) { $0.deleteConfirmation = confirmation }
    store.send(.deleteCancelled) { $0.deleteConfirmation = nil }
    try assertEqual(store.environment.catalogStore.allProducts(), catalog)
    store.send(.deleteButtonTapped) { $0.deleteConfirmation = confirmation }
    store.send(.deleteConfirmed) { $0.deleteConfirmation = nil }
    store.receive(.deleteAnswered(.success(ProductID(2))))
    try assertEqual(
      store.environment.catalogStore.allProducts(), catalog.filter { $0.id.rawValue != 2 })
  }

  @Test func deleteDoesNothingWhenAdding() {
    let store = TestStore(
      initialState: ProductState(mode: .add, catalog: catalog), reducer: productReducer)
    store.send(.deleteButtonTapped)
    store.send(.deleteConfirmed)
  }

  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() throws {
    let store = TestStore(
      initialState: ProductState(mode: .edit(product("Mouse")), catalog: catalog),
      reducer: productReducer, configuration: AppConfiguration(isCatalogWritable: false))
    store.send(.nameChanged("Trackball")) {
      $0.name = "Trackball"
      $0.nameWasEdited = true
    }
    store.send(.saveButtonTapped)
    store.receive(.saveAnswered(.failure(StoreFailure()))) {
      $0.alert = AlertText(
        title: "Not saved", message: "The catalog could not be written. Try again.", button: "OK")
    }
    store.send(.alertDismissed) { $0.alert = nil }
    assertEqual(store.state.name, "Trackball")
    try assertEqual(store.environment.catalogStore.allProducts(), catalog)
  }

  @Test func aRefusedDeleteKeepsTheProduct() throws {
    let store = TestStore(
      initialState: ProductState(mode: .edit(product("Mouse")), catalog: catalog),
      reducer: productReducer, configuration: AppConfiguration(isCatalogWritable: false))
    store.send(.deleteButtonTapped) {
      $0.deleteConfirmation = AlertText(
        title: "Delete “Mouse”?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"])
    }
    store.send(.deleteConfirmed) { $0.deleteConfirmation = nil }
    store.receive(.deleteAnswered(.failure(StoreFailure()))) {
      $0.alert = AlertText(
        title: "Not deleted", message: "The catalog could not be written. Try again.",
        button: "OK")
    }
    try assertEqual(store.environment.catalogStore.allProducts(), catalog)
  }
}
