// The product view's form at its edges, driven through its widgets (app spec, Product first
// show and rules 1-3): the widgets, the names a new name must differ from, the limits.
import Assertions
import Domain
import HeadlessSwiftUI
import Testing

extension ProductViewTests {
  @Test func theProductScreenLaysOutTheSpecsWidgets() throws {
    let app = try addScreen()
    assertEqual(app.driver.topScreenIdentifier, "product")
    try assertEqual(app.text("product.title"), "New product")
    let name = try app.field("product.name")
    assertEqual(name.text ?? "", "")
    assertEqual(name.placeholder, "Name")
    let price = try app.field("product.price")
    assertEqual(price.text ?? "", "")
    assertEqual(price.placeholder, "Price")
    assertEqual(price.keyboardType, .decimalPad)
    #expect(!app.isShown("product.name.error") && !app.isShown("product.price.error"))
    let save = try app.button("product.save")
    assertEqual(save.title(for: .normal), "Save")
    assertEqual(save.isEnabled, false)
    try assertEqual(app.button("product.cancel").title(for: .normal), "Cancel")
    #expect(!app.isShown("product.delete"))
  }

  @Test func addModeOpensAnEmptyForm() throws {
    let app = try addScreen()
    try assertEqual(app.text("product.title"), "New product")
    #expect(try app.text("product.name") == "" && app.text("product.price") == "")
    #expect(!app.isShown("product.name.error") && !app.isShown("product.price.error"))
    #expect(try !app.isEnabled("product.save"))
    #expect(!app.isShown("product.delete"))
  }

  @Test func theFormReadsTheCatalogOnceWhenItLoads() throws {
    let app = AppHarness.signedIn()
    try app.environment.catalogStore.add(name: "Lamp", price: Price(cents: 100))  // read
    try app.driver.tap("catalog.add")
    try app.environment.catalogStore.add(name: "Desk", price: Price(cents: 100))  // not read
    try app.driver.type("lamp", into: "product.name")
    try assertEqual(app.text("product.name.error"), "A product named “Lamp” already exists.")
    try app.retype("product.name", "desk")
    #expect(!app.isShown("product.name.error"))
  }

  @Test func anUnreadableCatalogLeavesNoNameToClashWith() throws {
    let app = AppHarness.signedIn(readable: false)
    try app.driver.tapAlertButton("OK")
    try app.driver.tap("catalog.add")
    try app.driver.type("Mouse", into: "product.name")
    try app.driver.type("1", into: "product.price")
    #expect(!app.isShown("product.name.error"))
    #expect(try app.isEnabled("product.save"))
  }

  @Test func aNameOfSixtyCharactersIsValidAndSixtyOneIsTooLong() throws {
    let app = try addScreen()
    try app.driver.type(String(repeating: "é", count: 60) + " ", into: "product.name")
    #expect(!app.isShown("product.name.error"))
    try app.driver.type("x", into: "product.name")
    try assertEqual(app.text("product.name.error"), "Name must be at most 60 characters.")
  }

  @Test func editingMayKeepTheProductsOwnName() throws {
    let app = AppHarness.signedIn()
    try app.driver.tapRow(2, of: "catalog.list")
    try app.driver.type(" ", into: "product.name")
    #expect(!app.isShown("product.name.error"))
    try app.retype("product.name", "mouse")
    try assertEqual(app.text("product.name.error"), "A product named “Mouse” already exists.")
    #expect(try !app.isEnabled("product.save"))
  }

  @Test func anErrorHidesWhileItsFieldIsValid() throws {
    let app = try addScreen()
    try app.driver.type("D", into: "product.name")
    #expect(!app.isShown("product.name.error"))
    try app.driver.type("100000.01", into: "product.price")
    try assertEqual(app.text("product.price.error"), "Price must be at most 100,000.00.")
    try app.retype("product.price", "100000")
    #expect(!app.isShown("product.price.error"))
  }

  @Test func saveIsEnabledExactlyWhenNameAndPriceAreValid() throws {
    let app = try addScreen()
    try app.driver.type("Lamp", into: "product.name")
    #expect(try !app.isEnabled("product.save"))
    try app.driver.type("12.5", into: "product.price")
    #expect(try app.isEnabled("product.save"))
    try app.driver.type("0", into: "product.price")
    #expect(try app.isEnabled("product.save"))
    try app.driver.type("1", into: "product.price")
    #expect(try !app.isEnabled("product.save"))
    try app.retype("product.price", "5")
    try app.driver.clear("product.name")
    #expect(try !app.isEnabled("product.save"))
  }
}
