import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// The product screen, driven through its views (app spec, Product rules 1-6).
@MainActor
struct ProductViewControllerTests {
  typealias ID = ElementID.Product

  let scheduler = VirtualScheduler()
  let store = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)

  /// The default catalog's "Keyboard" (id 1, $6.00).
  var keyboard: Product { store.allProducts()[0] }

  /// A product screen pushed over a stand-in catalog, as Composition would push it.
  func show(_ mode: ProductViewController.Mode, store: CatalogStore? = nil) -> ScreenHarness {
    let screen = ScreenHarness(scheduler: scheduler, root: StubScreen(ElementID.Catalog.screen))
    let product = ProductViewController(mode: mode, store: store ?? self.store)
    screen.navigation.pushViewController(product, animated: false)
    return screen
  }

  // MARK: Initial state

  @Test func addModeShowsAnEmptyFormWithSaveDisabledAndNoDelete() throws {
    let controller = ProductViewController(mode: .add, store: store)
    controller.loadViewIfNeeded()
    let view = try #require(controller.view)
    #expect(view.accessibilityIdentifier == "product")
    #expect(view.descendant(ID.title, as: UILabel.self)?.text == "New product")
    let name = try #require(view.descendant(ID.name, as: UITextField.self))
    #expect(name.text ?? "" == "")
    #expect(name.placeholder == "Name")
    let price = try #require(view.descendant(ID.price, as: UITextField.self))
    #expect(price.text ?? "" == "")
    #expect(price.placeholder == "Price")
    #expect(view.descendant(ID.nameError, as: UILabel.self)?.isHidden == true)
    #expect(view.descendant(ID.priceError, as: UILabel.self)?.isHidden == true)
    let save = try #require(view.descendant(ID.save, as: UIButton.self))
    #expect(save.title(for: .normal) == "Save")
    #expect(save.isEnabled == false)
    #expect(view.descendant(ID.cancel, as: UIButton.self)?.title(for: .normal) == "Cancel")
    let delete = try #require(view.descendant(ID.delete, as: UIButton.self))
    #expect(delete.title(for: .normal) == "Delete")
    #expect(delete.isHidden)
  }

  @Test func editModePrefillsTheProductWithSaveEnabledAndDeleteShown() throws {
    let display = store.allProducts()[6]
    let screen = show(.edit(display))
    #expect(try screen.label(ID.title).text == "Edit product")
    #expect(try screen.field(ID.name).text == "Pro Display")
    #expect(try screen.field(ID.price).text == "1599.00")
    #expect(try screen.button(ID.save).isEnabled)
    #expect(try screen.button(ID.delete).isHidden == false)
    #expect(try screen.label(ID.nameError).isHidden)
    #expect(try screen.label(ID.priceError).isHidden)
  }

  // MARK: Rules 1-3: validation, shown once a field was edited

  @Test func aNameErrorAppearsOnlyOnceTheNameWasEdited() throws {
    let screen = show(.add)
    try screen.driver.type("12", into: ID.price)
    #expect(try screen.label(ID.nameError).isHidden)
    #expect(try screen.label(ID.priceError).isHidden)
    try screen.driver.type(" ", into: ID.name)
    #expect(try screen.label(ID.nameError).isHidden == false)
    #expect(try screen.label(ID.nameError).text == "Name is required.")
    try screen.driver.type("Lamp", into: ID.name)
    #expect(try screen.label(ID.nameError).isHidden)
  }

  @Test func aNameOfSixtyCharactersIsValidAndSixtyOneIsTooLong() throws {
    let screen = show(.add)
    try screen.driver.type(String(repeating: "é", count: 60) + " ", into: ID.name)
    #expect(try screen.label(ID.nameError).isHidden)
    try screen.driver.type("x", into: ID.name)
    #expect(try screen.label(ID.nameError).text == "Name must be at most 60 characters.")
  }

  @Test func aNameEqualToAnotherIgnoringCaseAndDiacriticsIsADuplicate() throws {
    let screen = show(.add)
    try screen.driver.type("BAN PHIM CO", into: ID.name)
    #expect(
      try screen.label(ID.nameError).text == "A product named “Bàn phím cơ” already exists.")
    #expect(try screen.label(ID.nameError).isHidden == false)
  }

  @Test func aProductBeingEditedMayKeepItsOwnName() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.type(" ", into: ID.name)
    #expect(try screen.label(ID.nameError).isHidden)
    try screen.driver.clear(ID.name)
    try screen.driver.type("mouse", into: ID.name)
    #expect(try screen.label(ID.nameError).text == "A product named “Mouse” already exists.")
    #expect(try screen.button(ID.save).isEnabled == false)
  }

  @Test func thePriceShowsItsFirstFailingRule() throws {
    let screen = show(.add)
    let cases: [(String, String?)] = [
      ("12.", "Enter a price like 12.50."), (".5", "Enter a price like 12.50."),
      ("-3", "Enter a price like 12.50."), ("1,000", "Enter a price like 12.50."),
      ("12.505", "Enter a price like 12.50."), ("100000.01", "Price must be at most 100,000.00."),
      ("   ", "Price is required."), ("100000", nil), (" 0.99 ", nil), ("12.5", nil),
    ]
    for (text, error) in cases {
      try screen.driver.clear(ID.price)
      try screen.driver.type(text, into: ID.price)
      let label = try screen.label(ID.priceError)
      #expect(label.isHidden == (error == nil), "\(text)")
      if let error { #expect(label.text == error, "\(text)") }
    }
    try screen.driver.clear(ID.price)
    #expect(try screen.label(ID.priceError).text == "Price is required.")
    #expect(try screen.label(ID.nameError).isHidden)
  }

  @Test func saveIsEnabledExactlyWhenNameAndPriceAreValid() throws {
    let screen = show(.add)
    try screen.driver.type("Lamp", into: ID.name)
    #expect(try screen.button(ID.save).isEnabled == false)
    try screen.driver.type("12.5", into: ID.price)
    #expect(try screen.button(ID.save).isEnabled)
    try screen.driver.type("0", into: ID.price)
    #expect(try screen.button(ID.save).isEnabled)
    try screen.driver.type("1", into: ID.price)
    #expect(try screen.button(ID.save).isEnabled == false)
    try screen.driver.clear(ID.price)
    try screen.driver.type("5", into: ID.price)
    try screen.driver.clear(ID.name)
    #expect(try screen.button(ID.save).isEnabled == false)
  }

  // MARK: Rules 4 and 5: save and cancel

  @Test func savingANewProductStoresTheTrimmedNameAndPriceAndReturns() throws {
    let screen = show(.add)
    try screen.driver.type("  Desk Lamp ", into: ID.name)
    try screen.driver.type(" 12.5", into: ID.price)
    try screen.driver.tap(ID.save)
    let added = try #require(store.allProducts().last)
    #expect(added == Product(id: ProductID(8), name: "Desk Lamp", price: Price(cents: 1250)))
    #expect(store.allProducts().count == 8)
    #expect(screen.driver.topScreenIdentifier == "catalog")
    #expect(screen.navigation.viewControllers.count == 1)
  }

  @Test func savingAnEditedProductUpdatesItInPlace() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.type("s ", into: ID.name)
    try screen.driver.clear(ID.price)
    try screen.driver.type("7", into: ID.price)
    try screen.driver.tap(ID.save)
    #expect(
      store.allProducts()[0]
        == Product(id: ProductID(1), name: "Keyboards", price: Price(cents: 700)))
    #expect(store.allProducts().count == 7)
    #expect(screen.driver.topScreenIdentifier == "catalog")
  }

  @Test func cancelReturnsAndChangesNothing() throws {
    let before = store.allProducts()
    let screen = show(.edit(keyboard))
    try screen.driver.type("s", into: ID.name)
    try screen.driver.tap(ID.cancel)
    #expect(store.allProducts() == before)
    #expect(screen.driver.topScreenIdentifier == "catalog")
  }

  // MARK: Rule 6: delete

  @Test func deleteAsksToConfirmWithTheStoredName() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.clear(ID.name)
    try screen.driver.type("Renamed", into: ID.name)
    try screen.driver.tap(ID.delete)
    #expect(
      screen.alertText
        == AlertText(
          title: "Delete “Keyboard”?", message: "This cannot be undone.",
          buttons: ["Cancel", "Delete"]))
  }

  @Test func confirmingTheDeleteRemovesTheProductAndReturns() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.tap(ID.delete)
    try screen.driver.tapAlertButton("Delete")
    #expect(store.allProducts().map(\.name).contains("Keyboard") == false)
    #expect(store.allProducts().count == 6)
    #expect(screen.alert == nil)
    #expect(screen.driver.topScreenIdentifier == "catalog")
  }

  @Test func cancellingTheDeleteKeepsTheScreenAsItWas() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.type("x", into: ID.price)
    try screen.driver.tap(ID.delete)
    try screen.driver.tapAlertButton("Cancel")
    #expect(screen.alert == nil)
    #expect(screen.driver.topScreenIdentifier == "product")
    #expect(try screen.field(ID.price).text == "6.00x")
    #expect(try screen.label(ID.priceError).text == "Enter a price like 12.50.")
    #expect(store.allProducts().count == 7)
  }

  // MARK: Store errors

  @Test func aStoreThatFailsToSaveShowsItsErrorAndStays() throws {
    let failing = FailingStore(products: store.allProducts())
    let screen = show(.edit(keyboard), store: failing)
    try screen.driver.type("s", into: ID.name)
    try screen.driver.tap(ID.save)
    #expect(
      screen.alertText
        == AlertText(
          title: "Error", message: "/tmp/catalog.json: cannot save the catalog: disk full",
          buttons: ["OK"]))
    try screen.driver.tapAlertButton("OK")
    #expect(screen.driver.topScreenIdentifier == "product")
    #expect(try screen.field(ID.name).text == "Keyboards")
  }

  @Test func aStoreThatFailsToDeleteShowsItsErrorAndStays() throws {
    let failing = FailingStore(products: store.allProducts())
    let screen = show(.edit(keyboard), store: failing)
    try screen.driver.tap(ID.delete)
    try screen.driver.tapAlertButton("Delete")
    #expect(screen.alertText?.title == "Error")
    #expect(screen.alertText?.message == "/tmp/catalog.json: cannot save the catalog: disk full")
    try screen.driver.tapAlertButton("OK")
    #expect(screen.driver.topScreenIdentifier == "product")
  }

  // MARK: No leaks

  @Test func theControllerIsReleasedAfterItPopsAndWithItsWindow() throws {
    weak var popped: ProductViewController?
    weak var shown: ProductViewController?
    do {
      let screen = show(.edit(keyboard))
      popped = screen.navigation.topViewController as? ProductViewController
      try screen.driver.tap(ID.delete)
      try screen.driver.tapAlertButton("Delete")
      screen.navigation.pushViewController(
        ProductViewController(mode: .add, store: store), animated: false)
      shown = screen.navigation.topViewController as? ProductViewController
      try screen.driver.type("Lamp", into: ID.name)
      #expect(popped == nil)
      screen.tearDown()
    }
    #expect(shown == nil)
  }
}

/// A store whose writes fail, as a full disk would make a file store fail.
@MainActor
final class FailingStore: CatalogStore {
  private let products: [Product]
  private let error = CatalogStoreError.writeFailed(path: "/tmp/catalog.json", reason: "disk full")

  init(products: [Product]) { self.products = products }

  func allProducts() throws -> [Product] { products }
  func add(name: String, price: Price) throws -> Product { throw error }
  func update(_ product: Product) throws { throw error }
  func delete(_ id: ProductID) throws { throw error }
}
