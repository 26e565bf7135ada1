import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// The product screen, driven through its views (app spec, Product rules 1-3; saving in +Saving).
@MainActor
struct ProductViewControllerTests {
  typealias ID = ElementID.Product

  let scheduler = VirtualScheduler()
  let store = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)

  /// The default catalog's "Keyboard" (id 1, $6.00).
  var keyboard: Product { store.allProducts()[0] }

  /// A product screen pushed over a stand-in catalog, as Composition would push it.
  func show(_ mode: ProductMode, store: CatalogStore? = nil) -> ScreenHarness {
    let screen = ScreenHarness(scheduler: scheduler, root: StubScreen(ElementID.Catalog.screen))
    let product = ProductViewController(mode: mode, store: store ?? self.store)
    screen.navigation.pushViewController(product, animated: false)
    return screen
  }

  // MARK: Initial state

  @Test func theProductScreenLaysOutTheSpecsWidgets() throws {
    let controller = ProductViewController(mode: .add, store: store)
    controller.loadViewIfNeeded()
    let view = try #require(controller.view)
    assertEqual(view.accessibilityIdentifier, "product")
    assertEqual(view.descendant(ID.title, as: UILabel.self)?.text, "New product")
    let name = try #require(view.descendant(ID.name, as: UITextField.self))
    assertEqual(name.text ?? "", "")
    assertEqual(name.placeholder, "Name")
    let price = try #require(view.descendant(ID.price, as: UITextField.self))
    assertEqual(price.text ?? "", "")
    assertEqual(price.placeholder, "Price")
    assertEqual(price.keyboardType, .decimalPad)
    assertEqual(view.descendant(ID.nameError, as: UILabel.self)?.isHidden, true)
    assertEqual(view.descendant(ID.priceError, as: UILabel.self)?.isHidden, true)
    let save = try #require(view.descendant(ID.save, as: UIButton.self))
    assertEqual(save.title(for: .normal), "Save")
    assertEqual(save.isEnabled, false)
    assertEqual(view.descendant(ID.cancel, as: UIButton.self)?.title(for: .normal), "Cancel")
    let delete = try #require(view.descendant(ID.delete, as: UIButton.self))
    assertEqual(delete.title(for: .normal), "Delete")
    #expect(delete.isHidden)
  }

  @Test func addModeOpensAnEmptyForm() throws {
    let screen = show(.add)
    try assertEqual(screen.label(ID.title).text, "New product")
    try assertEqual(screen.field(ID.name).text ?? "", "")
    try assertEqual(screen.field(ID.price).text ?? "", "")
    #expect(try screen.label(ID.nameError).isHidden)
    #expect(try screen.label(ID.priceError).isHidden)
    try assertEqual(screen.button(ID.save).isEnabled, false)
    #expect(try screen.button(ID.delete).isHidden)
  }

  @Test func editShowsTheProductsNameAndPrice() throws {
    let display = store.allProducts()[6]
    let screen = show(.edit(display))
    try assertEqual(screen.label(ID.title).text, "Edit product")
    try assertEqual(screen.field(ID.name).text, "Pro Display")
    try assertEqual(screen.field(ID.price).text, "1599.00")
    #expect(try screen.button(ID.save).isEnabled)
    try assertEqual(screen.button(ID.delete).isHidden, false)
    #expect(try screen.label(ID.nameError).isHidden)
    #expect(try screen.label(ID.priceError).isHidden)
  }

  // MARK: The names a new name must differ from: the catalog as the screen loads

  @Test func theFormReadsTheCatalogOnceWhenItLoads() throws {
    let controller = ProductViewController(mode: .add, store: store)
    store.add(name: "Lamp", price: Price(cents: 100))  // before the screen loads: read
    let screen = ScreenHarness(scheduler: scheduler, root: StubScreen(ElementID.Catalog.screen))
    screen.navigation.pushViewController(controller, animated: false)
    store.add(name: "Desk", price: Price(cents: 100))  // after: not read again
    try screen.driver.type("lamp", into: ID.name)
    try assertEqual(screen.label(ID.nameError).text, "A product named “Lamp” already exists.")
    try screen.driver.clear(ID.name)
    try screen.driver.type("desk", into: ID.name)
    #expect(try screen.label(ID.nameError).isHidden)
  }

  @Test func anUnreadableCatalogLeavesNoNameToClashWith() throws {
    let screen = show(.add, store: FaultyCatalogStore(base: store, faults: .init(failsReads: true)))
    try screen.driver.type("Mouse", into: ID.name)
    try screen.driver.type("1", into: ID.price)
    #expect(try screen.label(ID.nameError).isHidden)
    #expect(try screen.button(ID.save).isEnabled)
  }

  // MARK: Rules 1-3: validation, shown once a field was edited

  @Test func errorLabelsStayHiddenUntilTheFieldIsEdited() throws {
    let screen = show(.add)
    try screen.driver.type("12", into: ID.price)
    #expect(try screen.label(ID.nameError).isHidden)
    #expect(try screen.label(ID.priceError).isHidden)
    try screen.driver.type(" ", into: ID.name)
    try assertEqual(screen.label(ID.nameError).isHidden, false)
    try assertEqual(screen.label(ID.nameError).text, "Name is required.")
    try screen.driver.type("Lamp", into: ID.name)
    #expect(try screen.label(ID.nameError).isHidden)
  }

  @Test func nameErrorsShowTheFirstFailingRule() throws {
    let screen = show(.add)
    try screen.driver.type("   ", into: ID.name)
    try assertEqual(screen.label(ID.nameError).text, "Name is required.")
    try screen.driver.clear(ID.name)
    try screen.driver.type(String(repeating: "x", count: 61), into: ID.name)
    try assertEqual(screen.label(ID.nameError).text, "Name must be at most 60 characters.")
    try screen.driver.clear(ID.name)
    try screen.driver.type(" BAN PHIM CO ", into: ID.name)
    try assertEqual(
      screen.label(ID.nameError).text, "A product named “Bàn phím cơ” already exists.")
    try screen.driver.clear(ID.name)
    try screen.driver.type("Desk", into: ID.name)
    #expect(try screen.label(ID.nameError).isHidden)
  }

  @Test func aNameOfSixtyCharactersIsValidAndSixtyOneIsTooLong() throws {
    let screen = show(.add)
    try screen.driver.type(String(repeating: "é", count: 60) + " ", into: ID.name)
    #expect(try screen.label(ID.nameError).isHidden)
    try screen.driver.type("x", into: ID.name)
    try assertEqual(screen.label(ID.nameError).text, "Name must be at most 60 characters.")
  }

  @Test func editingMayKeepTheProductsOwnName() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.type(" ", into: ID.name)
    #expect(try screen.label(ID.nameError).isHidden)
    try screen.driver.clear(ID.name)
    try screen.driver.type("mouse", into: ID.name)
    try assertEqual(screen.label(ID.nameError).text, "A product named “Mouse” already exists.")
    try assertEqual(screen.button(ID.save).isEnabled, false)
  }

  @Test func priceErrorsShowTheFirstFailingRule() throws {
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
      assertEqual(label.isHidden, (error == nil), "\(text)")
      if let error { assertEqual(label.text, error, "\(text)") }
    }
    try screen.driver.clear(ID.price)
    try assertEqual(screen.label(ID.priceError).text, "Price is required.")
    #expect(try screen.label(ID.nameError).isHidden)
  }

  @Test func anErrorHidesWhileItsFieldIsValid() throws {
    let screen = show(.add)
    try screen.driver.type("D", into: ID.name)
    #expect(try screen.label(ID.nameError).isHidden)
    try screen.driver.type("100000.01", into: ID.price)
    try assertEqual(screen.label(ID.priceError).text, "Price must be at most 100,000.00.")
    try screen.driver.clear(ID.price)
    try screen.driver.type("100000", into: ID.price)
    #expect(try screen.label(ID.priceError).isHidden)
  }

  @Test func saveIsEnabledExactlyWhenNameAndPriceAreValid() throws {
    let screen = show(.add)
    try screen.driver.type("Lamp", into: ID.name)
    try assertEqual(screen.button(ID.save).isEnabled, false)
    try screen.driver.type("12.5", into: ID.price)
    #expect(try screen.button(ID.save).isEnabled)
    try screen.driver.type("0", into: ID.price)
    #expect(try screen.button(ID.save).isEnabled)
    try screen.driver.type("1", into: ID.price)
    try assertEqual(screen.button(ID.save).isEnabled, false)
    try screen.driver.clear(ID.price)
    try screen.driver.type("5", into: ID.price)
    try screen.driver.clear(ID.name)
    try assertEqual(screen.button(ID.save).isEnabled, false)
  }
}
