/// The product screen's reducer at the rules' edges: name length, the product's own name,
/// errors and Save as the fields change, a cancelled delete, a refused add (app spec, Product
/// rules 1-3, 6 and 7), exhaustively.
import Assertions
import Domain
import TEA
import TEATesting
import Testing

extension ProductReducerTests {
  @Test func aNameOfSixtyCharactersIsValidAndSixtyOneIsTooLong() {
    let store = TestStore(
      initialState: ProductState(mode: .add, catalog: catalog), reducer: productReducer)
    let sixty = String(repeating: "é", count: 60) + " "
    store.send(.nameChanged(sixty)) {
      $0.name = sixty
      $0.nameWasEdited = true
    }
    #expect(store.state.nameError == nil)
    let sixtyOne = String(repeating: "é", count: 61)
    store.send(.nameChanged(sixtyOne)) { $0.name = sixtyOne }
    assertEqual(store.state.nameError, "Name must be at most 60 characters.")
  }

  @Test func editingMayKeepTheProductsOwnName() {
    let store = TestStore(
      initialState: ProductState(mode: .edit(product("Mouse")), catalog: catalog),
      reducer: productReducer)
    store.send(.nameChanged("MOUSE")) {
      $0.name = "MOUSE"
      $0.nameWasEdited = true
    }
    #expect(store.state.nameError == nil)
    #expect(store.state.canSave)
    store.send(.nameChanged("keyboard")) { $0.name = "keyboard" }
    assertEqual(store.state.nameError, "A product named “Keyboard” already exists.")
    assertEqual(store.state.canSave, false)
  }

  @Test func anErrorHidesWhileItsFieldIsValid() {
    let store = TestStore(
      initialState: ProductState(mode: .add, catalog: catalog), reducer: productReducer)
    store.send(.nameChanged("D")) {
      $0.name = "D"
      $0.nameWasEdited = true
    }
    #expect(store.state.nameError == nil)
    store.send(.priceChanged("100000.01")) {
      $0.price = "100000.01"
      $0.priceWasEdited = true
    }
    assertEqual(store.state.priceError, "Price must be at most 100,000.00.")
    store.send(.priceChanged("100000")) { $0.price = "100000" }
    #expect(store.state.priceError == nil)
  }

  @Test func saveIsEnabledExactlyWhenNameAndPriceAreValid() {
    let store = TestStore(
      initialState: ProductState(mode: .add, catalog: catalog), reducer: productReducer)
    store.send(.nameChanged("Desk")) {
      $0.name = "Desk"
      $0.nameWasEdited = true
    }
    assertEqual(store.state.canSave, false)
    store.send(.priceChanged("12.5")) {
      $0.price = "12.5"
      $0.priceWasEdited = true
    }
    assertEqual(store.state.canSave, true)
    store.send(.nameChanged("keyboard")) { $0.name = "keyboard" }
    assertEqual(store.state.canSave, false)
    store.send(.nameChanged("Desk")) { $0.name = "Desk" }
    assertEqual(store.state.canSave, true)
    store.send(.priceChanged("12.505")) { $0.price = "12.505" }
    assertEqual(store.state.canSave, false)
  }

  @Test func cancellingTheDeleteKeepsTheScreenAsItWas() throws {
    let store = TestStore(
      initialState: ProductState(mode: .edit(product("Mouse")), catalog: catalog),
      reducer: productReducer)
    store.send(.nameChanged("Trackball")) {
      $0.name = "Trackball"
      $0.nameWasEdited = true
    }
    store.send(.deleteButtonTapped) {
      $0.deleteConfirmation = AlertText(
        title: "Delete “Mouse”?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"])
    }
    store.send(.deleteCancelled) { $0.deleteConfirmation = nil }
    assertEqual(store.state.name, "Trackball")
    try assertEqual(store.environment.catalogStore.allProducts(), catalog)
  }

  @Test func aRefusedAddStaysOnTheScreenAndAddsNothing() throws {
    let store = TestStore(
      initialState: ProductState(mode: .add, catalog: catalog), reducer: productReducer,
      configuration: AppConfiguration(isCatalogWritable: false))
    store.send(.nameChanged("Desk")) {
      $0.name = "Desk"
      $0.nameWasEdited = true
    }
    store.send(.priceChanged("120")) {
      $0.price = "120"
      $0.priceWasEdited = true
    }
    store.send(.saveButtonTapped)
    store.receive(.saveAnswered(.failure(StoreFailure()))) {
      $0.alert = AlertText(
        title: "Not saved", message: "The catalog could not be written. Try again.", button: "OK")
    }
    assertEqual(store.state.name, "Desk")
    try assertEqual(store.environment.catalogStore.allProducts(), catalog)
  }
}
