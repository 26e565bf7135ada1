/// The product presenter against a spy view and a spy navigator, with the in-memory store:
/// every Product rule of the spec, without a screen.
import Assertions
import Domain
import MVP
import Testing

/// A product presenter wired to spies over the spec's default catalog, its view loaded.
private struct ProductFixture {
  let store: CatalogStore
  let view = SpyProductView()
  let navigator = SpyNavigator()
  let presenter: ProductPresenter
  let product: Product?

  /// Adds a product when `editing` is `nil`, else edits the product of that name.
  init(editing name: String? = nil, store: CatalogStore? = nil) {
    let store =
      store ?? InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
    self.store = store
    product = name.flatMap { name in (try? store.allProducts())?.first { $0.name == name } }
    presenter = ProductPresenter(
      mode: product.map(ProductMode.edit) ?? .add, catalogStore: store, navigator: navigator)
    presenter.view = view
    presenter.viewDidLoad()
  }

  var names: [String] { ((try? store.allProducts()) ?? []).map(\.name) }
}

struct ProductPresenterTests {
  @Test func addModeOpensAnEmptyForm() {
    let app = ProductFixture()
    assertEqual(app.view.title, "New product")
    assertEqual(app.view.name, "")
    assertEqual(app.view.price, "")
    assertEqual(app.view.nameError, .some(nil))
    assertEqual(app.view.priceError, .some(nil))
    assertEqual(app.view.isSaveEnabled, false)
    assertEqual(app.view.isDeleteHidden, true)
  }

  @Test func editShowsTheProductsNameAndPrice() {
    let app = ProductFixture(editing: "Pro Display")
    assertEqual(app.view.title, "Edit product")
    assertEqual(app.view.name, "Pro Display")
    assertEqual(app.view.price, "1599.00")
    assertEqual(app.view.nameError, .some(nil))
    assertEqual(app.view.isSaveEnabled, true)
    assertEqual(app.view.isDeleteHidden, false)
  }

  @Test func theFormReadsTheCatalogOnceWhenItLoads() {
    let store = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
    let view = SpyProductView()
    let presenter = ProductPresenter(mode: .add, catalogStore: store, navigator: SpyNavigator())
    presenter.view = view
    store.add(name: "Lamp", price: Price(cents: 100))  // before the screen loads: read
    presenter.viewDidLoad()
    store.add(name: "Desk", price: Price(cents: 100))  // after: not read again
    presenter.nameChanged("lamp")
    assertEqual(view.nameError, .some("A product named “Lamp” already exists."))
    presenter.nameChanged("desk")
    assertEqual(view.nameError, .some(nil))
  }

  @Test func anUnreadableCatalogLeavesNoNameToClashWith() {
    let app = ProductFixture(
      store: FaultyCatalogStore(
        base: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
        faults: .init(failsReads: true)))
    app.presenter.nameChanged("Mouse")
    app.presenter.priceChanged("1")
    assertEqual(app.view.nameError, .some(nil))
    assertEqual(app.view.isSaveEnabled, true)
  }

  @Test func errorLabelsStayHiddenUntilTheFieldIsEdited() {
    let app = ProductFixture()
    app.presenter.nameChanged("")
    assertEqual(app.view.nameError, .some("Name is required."))
    assertEqual(app.view.priceError, .some(nil))
    app.presenter.priceChanged("12.")
    assertEqual(app.view.priceError, .some("Enter a price like 12.50."))
  }

  @Test func anErrorHidesWhileItsFieldIsValid() {
    let app = ProductFixture()
    app.presenter.nameChanged("D")
    assertEqual(app.view.nameError, .some(nil))
    app.presenter.priceChanged("100000.01")
    assertEqual(app.view.priceError, .some("Price must be at most 100,000.00."))
    app.presenter.priceChanged("100000")
    assertEqual(app.view.priceError, .some(nil))
  }

  @Test func nameErrorsShowTheFirstFailingRule() {
    let app = ProductFixture()
    app.presenter.nameChanged("   ")
    assertEqual(app.view.nameError, .some("Name is required."))
    app.presenter.nameChanged(String(repeating: "é", count: 61))
    assertEqual(app.view.nameError, .some("Name must be at most 60 characters."))
    app.presenter.nameChanged(" BAN PHIM CO ")
    assertEqual(app.view.nameError, .some("A product named “Bàn phím cơ” already exists."))
  }

  @Test func aNameOfSixtyCharactersIsValidAndSixtyOneIsTooLong() {
    let app = ProductFixture()
    app.presenter.nameChanged(String(repeating: "é", count: 60) + " ")
    assertEqual(app.view.nameError, .some(nil))
    app.presenter.nameChanged(String(repeating: "é", count: 61))
    assertEqual(app.view.nameError, .some("Name must be at most 60 characters."))
  }

  @Test func priceErrorsShowTheFirstFailingRule() {
    let app = ProductFixture()
    app.presenter.priceChanged(" ")
    assertEqual(app.view.priceError, .some("Price is required."))
    for malformed in ["12.", ".5", "-3", "1,000", "1.234"] {
      app.presenter.priceChanged(malformed)
      assertEqual(app.view.priceError, .some("Enter a price like 12.50."))
    }
    app.presenter.priceChanged(" 100000.01 ")
    assertEqual(app.view.priceError, .some("Price must be at most 100,000.00."))
    app.presenter.priceChanged("100000")
    assertEqual(app.view.priceError, .some(nil))
  }

  @Test func editingMayKeepTheProductsOwnName() {
    let app = ProductFixture(editing: "Mouse")
    app.presenter.nameChanged("MOUSE")
    assertEqual(app.view.nameError, .some(nil))
    assertEqual(app.view.isSaveEnabled, true)
  }

  @Test func saveIsEnabledExactlyWhenNameAndPriceAreValid() {
    let app = ProductFixture()
    app.presenter.nameChanged("Desk")
    assertEqual(app.view.isSaveEnabled, false)
    app.presenter.priceChanged("12.5")
    assertEqual(app.view.isSaveEnabled, true)
    app.presenter.nameChanged("keyboard")
    assertEqual(app.view.isSaveEnabled, false)
  }

  @Test func saveStoresTheTrimmedNameAndPriceAndCloses() throws {
    let app = ProductFixture()
    app.presenter.nameChanged("  Desk Lamp ")
    app.presenter.priceChanged(" 12.5 ")
    app.presenter.saveButtonTapped()
    let added = try #require(app.store.allProducts().last)
    assertEqual(added.name, "Desk Lamp")
    assertEqual(added.price, Price(cents: 1250))
    assertEqual(app.navigator.moves, [.closeProduct])
  }

  @Test func saveUpdatesTheEditedProductInPlace() throws {
    let app = ProductFixture(editing: "Mouse")
    app.presenter.nameChanged("Mouse Pro ")
    app.presenter.priceChanged("7")
    app.presenter.saveButtonTapped()
    let stored = try app.store.allProducts()
    assertEqual(
      stored[1], Product(id: app.product!.id, name: "Mouse Pro", price: Price(cents: 700)))
    assertEqual(stored.count, 7)
    assertEqual(app.navigator.moves, [.closeProduct])
  }

  @Test func saveOnAnInvalidFormDoesNothing() {
    let app = ProductFixture()
    app.presenter.saveButtonTapped()
    assertEqual(app.names.count, 7)
    #expect(app.navigator.moves.isEmpty)
  }

  @Test func cancelChangesNothing() throws {
    let app = ProductFixture(editing: "Mouse")
    app.presenter.nameChanged("Rat")
    app.presenter.cancelButtonTapped()
    #expect(app.names.contains("Mouse"))
    #expect(!app.names.contains("Rat"))
    assertEqual(app.navigator.moves, [.closeProduct])
  }

  @Test func deleteAsksThenRemovesTheProduct() {
    let app = ProductFixture(editing: "Mouse")
    app.presenter.nameChanged("Rat")
    app.presenter.deleteButtonTapped()
    assertEqual(
      app.view.deleteConfirmations,
      [
        AlertText(
          title: "Delete “Mouse”?", message: "This cannot be undone.",
          buttons: ["Cancel", "Delete"])
      ])
    #expect(app.names.contains("Mouse"))
    #expect(app.navigator.moves.isEmpty)
    app.presenter.deleteConfirmed()
    #expect(!app.names.contains("Mouse"))
    assertEqual(app.names.count, 6)
    assertEqual(app.navigator.moves, [.closeProduct])
  }

  @Test func cancellingTheDeleteKeepsTheScreenAsItWas() {
    let app = ProductFixture(editing: "Mouse")
    app.presenter.nameChanged("Rat")
    app.presenter.deleteButtonTapped()
    // "Cancel" closes the confirmation without telling the presenter (the view's tests say so).
    assertEqual(app.view.deleteConfirmations.count, 1)
    #expect(app.names.contains("Mouse"))
    #expect(app.navigator.moves.isEmpty)
    #expect(app.view.alerts.isEmpty)
    assertEqual(app.view.isSaveEnabled, true)
  }

  @Test func deleteDoesNothingWhenAdding() {
    let app = ProductFixture()
    app.presenter.deleteButtonTapped()
    app.presenter.deleteConfirmed()
    #expect(app.view.deleteConfirmations.isEmpty)
    assertEqual(app.names.count, 7)
    #expect(app.navigator.moves.isEmpty)
  }

  /// The default catalog behind a store whose writes fail.
  static func unwritableStore() -> FaultyCatalogStore {
    FaultyCatalogStore(
      base: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
      faults: .init(failsWrites: true))
  }

  static let notSaved = AlertText(
    title: "Not saved", message: "The catalog could not be written. Try again.", button: "OK")

  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() {
    let app = ProductFixture(editing: "Mouse", store: Self.unwritableStore())
    let before = app.names
    app.presenter.priceChanged("7")
    app.presenter.saveButtonTapped()
    assertEqual(app.view.alerts, [Self.notSaved])
    #expect(app.navigator.moves.isEmpty)
    assertEqual(app.names, before)
    assertEqual(app.view.isSaveEnabled, true)
    app.presenter.saveButtonTapped()
    assertEqual(app.view.alerts, [Self.notSaved, Self.notSaved])
    #expect(app.navigator.moves.isEmpty)
  }

  @Test func aRefusedAddStaysOnTheScreenAndAddsNothing() {
    let app = ProductFixture(store: Self.unwritableStore())
    app.presenter.nameChanged("Desk")
    app.presenter.priceChanged("7")
    app.presenter.saveButtonTapped()
    assertEqual(app.view.alerts, [Self.notSaved])
    #expect(app.navigator.moves.isEmpty)
    assertEqual(app.names.count, 7)
  }

  @Test func aRefusedDeleteKeepsTheProduct() {
    let app = ProductFixture(editing: "Mouse", store: Self.unwritableStore())
    app.presenter.deleteButtonTapped()
    app.presenter.deleteConfirmed()
    assertEqual(
      app.view.alerts,
      [
        AlertText(
          title: "Not deleted", message: "The catalog could not be written. Try again.",
          button: "OK")
      ])
    #expect(app.navigator.moves.isEmpty)
    #expect(app.names.contains("Mouse"))
    assertEqual(app.names.count, 7)
  }

  @Test func theViewIsHeldWeakly() {
    let store = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
    weak var releasedPresenter: ProductPresenter?
    weak var releasedView: SpyProductView?
    do {
      let view = SpyProductView()
      let presenter = ProductPresenter(mode: .add, catalogStore: store, navigator: SpyNavigator())
      presenter.view = view
      presenter.viewDidLoad()
      releasedPresenter = presenter
      releasedView = view
    }
    #expect(releasedPresenter == nil)
    #expect(releasedView == nil)
  }
}
