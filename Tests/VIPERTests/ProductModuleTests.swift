/// The product module without its screen: the real presenter and interactor over Domain's
/// in-memory store, behind a spy view and a spy router. The behaviours that cross both roles
/// (Product rules 4-7), checked where the user would see them.
import Assertions
import Domain
import Testing
import VIPER

/// A product presenter and interactor wired as `ProductBuilder` wires them, without a screen.
private struct ProductModule {
  let store = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
  let view = SpyProductView()
  let router = SpyRouter()
  let presenter: ProductPresenter
  let interactor: ProductInteractor

  init(_ mode: ProductMode, writable: Bool = true) {
    let faulty = FaultyCatalogStore(base: store, faults: .init(failsWrites: !writable))
    interactor = ProductInteractor(catalogStore: faulty)
    presenter = ProductPresenter(mode: mode, interactor: interactor, router: router)
    presenter.view = view
    interactor.output = presenter
    presenter.viewDidLoad()
  }

  /// The catalog's products, in insertion order.
  var products: [Product] { store.allProducts() }
}

private let keyboard = Product(id: ProductID(1), name: "Keyboard", price: Price(cents: 600))

struct ProductModuleTests {
  @Test func saveStoresTheTrimmedNameAndPriceAndCloses() {
    let app = ProductModule(.add)
    app.presenter.nameChanged("  Desk Lamp ")
    app.presenter.priceChanged(" 12.5")
    assertEqual(app.view.isSaveEnabled, true)
    app.presenter.saveButtonTapped()
    assertEqual(app.products.last?.name, "Desk Lamp")
    assertEqual(app.products.last?.price, Price(cents: 1_250))
    assertEqual(app.router.moves, [.closeProduct])
    assertEqual(app.view.alerts, [])
  }

  @Test func cancelChangesNothing() {
    let app = ProductModule(.edit(keyboard))
    let before = app.products
    app.presenter.nameChanged("Lamp")
    app.presenter.cancelButtonTapped()
    assertEqual(app.products, before)
    assertEqual(app.router.moves, [.closeProduct])
  }

  @Test func deleteAsksThenRemovesTheProduct() {
    let app = ProductModule(.edit(keyboard))
    app.presenter.deleteButtonTapped()
    assertEqual(app.view.deleteConfirmations.map(\.title), ["Delete “Keyboard”?"])
    assertEqual(app.products.count, 7)
    assertEqual(app.router.moves, [])
    app.presenter.deleteConfirmed()
    assertEqual(app.products.count, 6)
    #expect(!app.products.contains { $0.id == keyboard.id })
    assertEqual(app.router.moves, [.closeProduct])
  }

  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() {
    let app = ProductModule(.edit(keyboard), writable: false)
    let before = app.products
    app.presenter.nameChanged("Trackball")
    app.presenter.saveButtonTapped()
    assertEqual(
      app.view.alerts,
      [
        AlertText(
          title: "Not saved", message: "The catalog could not be written. Try again.",
          button: "OK")
      ])
    assertEqual(app.router.moves, [])
    assertEqual(app.products, before)
    assertEqual(app.view.name, "Keyboard", "the field is not refilled: it keeps what was typed")
    assertEqual(app.view.isSaveEnabled, true)
  }

  @Test func aRefusedDeleteKeepsTheProduct() {
    let app = ProductModule(.edit(keyboard), writable: false)
    app.presenter.deleteButtonTapped()
    app.presenter.deleteConfirmed()
    assertEqual(app.view.alerts.map(\.title), ["Not deleted"])
    assertEqual(app.router.moves, [])
    assertEqual(app.products.first, keyboard)
    assertEqual(app.products.count, 7)
  }
}
