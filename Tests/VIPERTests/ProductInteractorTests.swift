/// The product interactor over Domain's in-memory store: the rules' verdict on a draft, what
/// is stored, and refused writes that change nothing (Product rules 1, 2, 4, 6 and 7).
import Assertions
import Domain
import Testing
import VIPER

/// A product interactor over the spec's default catalog, its answers spied on.
private struct ProductInteractorFixture {
  let store = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
  let output = SpyProductOutput()
  let interactor: ProductInteractor
  /// The screen's mode, which the presenter holds and passes on.
  let mode: ProductMode

  init(_ mode: ProductMode, writable: Bool = true) {
    let faulty = FaultyCatalogStore(base: store, faults: .init(failsWrites: !writable))
    self.mode = mode
    interactor = ProductInteractor(catalogStore: faulty)
    interactor.output = output
    interactor.loadCatalog()  // as the presenter has it done when the screen loads
  }

  /// The verdict on `draft`, as the presenter asks for it.
  func check(_ draft: ProductDraft) -> ProductCheck {
    interactor.check(draft, editing: mode.product?.id)
  }

  /// Saves `draft` in the fixture's mode, as the presenter asks.
  func save(_ draft: ProductDraft) {
    interactor.save(draft, for: mode)
  }

  /// Deletes the edited product, as the presenter asks.
  func delete() {
    if let product = mode.product { interactor.delete(product) }
  }

  /// The product stored under the id, if any.
  func stored(_ id: Int) -> Product? {
    store.allProducts().first { $0.id == ProductID(id) }
  }
}

struct ProductInteractorTests {
  /// The names a new name must differ from are the catalog as read when the screen loaded.
  @Test func theFormReadsTheCatalogOnceWhenItLoads() {
    let app = ProductInteractorFixture(.add)
    app.store.add(name: "Lamp", price: Price(cents: 100))
    #expect(app.check(ProductDraft(name: "lamp", price: "1")).nameError == nil)
    app.interactor.loadCatalog()
    assertEqual(
      app.check(ProductDraft(name: "lamp", price: "1")).nameError, .duplicate(of: "Lamp"))
  }

  @Test func anUnreadableCatalogLeavesNoNameToClashWith() {
    let store = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
    let interactor = ProductInteractor(
      catalogStore: FaultyCatalogStore(base: store, faults: .init(failsReads: true)))
    interactor.loadCatalog()
    let check = interactor.check(ProductDraft(name: "Mouse", price: "1"), editing: nil)
    #expect(check.nameError == nil)
    #expect(check.isValid)
  }

  /// The interactor's part: the first failing rule of the name, as a value (the presenter
  /// words it).
  @Test func nameErrorsShowTheFirstFailingRule() {
    let app = ProductInteractorFixture(.add)
    func nameError(_ name: String) -> ProductNameError? {
      app.check(ProductDraft(name: name, price: "1")).nameError
    }
    assertEqual(nameError("  "), .required)
    assertEqual(nameError(String(repeating: "x", count: 61)), .tooLong)
    #expect(nameError(String(repeating: "x", count: 60)) == nil)
    assertEqual(nameError(" KEYBOARD "), .duplicate(of: "Keyboard"))
    assertEqual(nameError("ban phim co"), .duplicate(of: "Bàn phím cơ"))
    #expect(nameError("Lamp") == nil)
  }

  @Test func aNameOfSixtyCharactersIsValidAndSixtyOneIsTooLong() {
    let app = ProductInteractorFixture(.add)
    let sixty = String(repeating: "é", count: 60) + " "
    #expect(app.check(ProductDraft(name: sixty, price: "1")).nameError == nil)
    let sixtyOne = String(repeating: "é", count: 61)
    assertEqual(app.check(ProductDraft(name: sixtyOne, price: "1")).nameError, .tooLong)
  }

  @Test func editingMayKeepTheProductsOwnName() throws {
    let keyboard = try #require(ProductInteractorFixture(.add).stored(1))
    let app = ProductInteractorFixture(.edit(keyboard))
    #expect(app.check(ProductDraft(name: "keyboard", price: "6")).nameError == nil)
    #expect(app.check(ProductDraft(name: "mouse", price: "6")).nameError != nil)
  }

  @Test func priceErrorsShowTheFirstFailingRule() {
    let app = ProductInteractorFixture(.add)
    func priceError(_ price: String) -> ProductPriceError? {
      app.check(ProductDraft(name: "Lamp", price: price)).priceError
    }
    assertEqual(priceError(" "), .required)
    for malformed in ["12.", ".5", "-3", "1,000", "1.234"] {
      assertEqual(priceError(malformed), .malformed, "\(malformed)")
    }
    assertEqual(priceError("100000.01"), .tooHigh)
    #expect(priceError(" 100000 ") == nil)
    #expect(app.check(ProductDraft(name: "Lamp", price: "12.5")).isValid)
  }

  /// The interactor's part: what is stored, and the answer that lets the presenter close.
  @Test func saveStoresTheTrimmedNameAndPriceAndCloses() throws {
    let app = ProductInteractorFixture(.add)
    app.save(ProductDraft(name: "  Desk Lamp ", price: " 12.5 "))
    assertEqual(app.output.answers, [.saved])
    assertEqual(app.store.allProducts().last?.name, "Desk Lamp")
    assertEqual(app.store.allProducts().last?.price, Price(cents: 1_250))
  }

  @Test func saveUpdatesTheEditedProductInPlace() throws {
    let mouse = try #require(ProductInteractorFixture(.add).stored(2))
    let editing = ProductInteractorFixture(.edit(mouse))
    editing.save(ProductDraft(name: "Trackball ", price: "7.5"))
    assertEqual(
      editing.stored(2), Product(id: ProductID(2), name: "Trackball", price: Price(cents: 750)))
    assertEqual(editing.store.allProducts().count, 7)
    assertEqual(editing.output.answers, [.saved])
  }

  @Test func saveOnAnInvalidFormDoesNothing() {
    let app = ProductInteractorFixture(.add)
    app.save(ProductDraft(name: "Mouse", price: "1"))
    assertEqual(app.output.answers, [])
    assertEqual(app.store.allProducts().count, 7)
  }

  /// The interactor's part: the product goes, and the answer lets the presenter close.
  @Test func deleteAsksThenRemovesTheProduct() throws {
    let mouse = try #require(ProductInteractorFixture(.add).stored(2))
    let app = ProductInteractorFixture(.edit(mouse))
    app.delete()
    assertEqual(app.output.answers, [.deleted])
    #expect(app.stored(2) == nil)
    assertEqual(app.store.allProducts().count, 6)
  }

  /// The interactor's part: a refused write changes nothing and says so.
  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() throws {
    let mouse = try #require(ProductInteractorFixture(.add).stored(2))
    let app = ProductInteractorFixture(.edit(mouse), writable: false)
    app.save(ProductDraft(name: "Trackball", price: "7.5"))
    assertEqual(app.output.answers, [.notSaved])
    assertEqual(app.stored(2), mouse)
  }

  @Test func aRefusedAddStaysOnTheScreenAndAddsNothing() {
    let adding = ProductInteractorFixture(.add, writable: false)
    adding.save(ProductDraft(name: "Desk", price: "120"))
    assertEqual(adding.output.answers, [.notSaved])
    assertEqual(adding.store.allProducts().count, 7)
  }

  @Test func aRefusedDeleteKeepsTheProduct() throws {
    let keyboard = try #require(ProductInteractorFixture(.add).stored(1))
    let app = ProductInteractorFixture(.edit(keyboard), writable: false)
    app.delete()
    assertEqual(app.output.answers, [.notDeleted])
    assertEqual(app.stored(1), keyboard)
    assertEqual(app.store.allProducts().count, 7)
  }
}
