/// The product module without its screen: the real presenter and interactor over Domain's
/// in-memory store, behind a spy view and a spy router. The behaviours that cross both roles
/// (Product rules 4-7), checked where the user would see them.
import Domain
import Expectations
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
    expectEqual(app.view.isSaveEnabled, true)
    app.presenter.saveButtonTapped()
    expectEqual(app.products.last?.name, "Desk Lamp")
    expectEqual(app.products.last?.price, Price(cents: 1_250))
    expectEqual(app.router.moves, [.closeProduct])
    expectEqual(app.view.alerts, [])
  }

  @Test func cancelChangesNothing() {
    let app = ProductModule(.edit(keyboard))
    let before = app.products
    app.presenter.nameChanged("Lamp")
    app.presenter.cancelButtonTapped()
    expectEqual(app.products, before)
    expectEqual(app.router.moves, [.closeProduct])
  }

  @Test func deleteAsksThenRemovesTheProduct() {
    let app = ProductModule(.edit(keyboard))
    app.presenter.deleteButtonTapped()
    expectEqual(app.view.deleteConfirmations.map(\.title), ["Delete “Keyboard”?"])
    expectEqual(app.products.count, 7)
    expectEqual(app.router.moves, [])
    app.presenter.deleteConfirmed()
    expectEqual(app.products.count, 6)
    #expect(!app.products.contains { $0.id == keyboard.id })
    expectEqual(app.router.moves, [.closeProduct])
  }

  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() {
    let app = ProductModule(.edit(keyboard), writable: false)
    let before = app.products
    app.presenter.nameChanged("Trackball")
    app.presenter.saveButtonTapped()
    expectEqual(
      app.view.alerts,
      [
        AlertText(
          title: "Not saved", message: "The catalog could not be written. Try again.",
          button: "OK")
      ])
    expectEqual(app.router.moves, [])
    expectEqual(app.products, before)
    expectEqual(app.view.name, "Keyboard", "the field is not refilled: it keeps what was typed")
    expectEqual(app.view.isSaveEnabled, true)
  }

  @Test func aRefusedDeleteKeepsTheProduct() {
    let app = ProductModule(.edit(keyboard), writable: false)
    app.presenter.deleteButtonTapped()
    app.presenter.deleteConfirmed()
    expectEqual(app.view.alerts.map(\.title), ["Not deleted"])
    expectEqual(app.router.moves, [])
    expectEqual(app.products.first, keyboard)
    expectEqual(app.products.count, 7)
  }
}
