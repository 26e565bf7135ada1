// The product view's writes at their edges (app spec, Product rules 4-7): an edit in place,
// a Save or Delete that cannot apply, closing, a cancelled delete, a refused add.
import Assertions
import Domain
import HeadlessSwiftUI
import Testing

extension ProductViewSavingTests {
  @Test func saveUpdatesTheEditedProductInPlace() throws {
    let app = AppHarness.signedIn()
    try app.driver.tapRow(2, of: "catalog.list")
    try app.driver.type("s ", into: "product.name")
    try app.retype("product.price", "7")
    try app.driver.tap("product.save")
    let products = try app.environment.catalogStore.allProducts()
    assertEqual(products[0], Product(id: ProductID(1), name: "Keyboards", price: Price(cents: 700)))
    assertEqual(products.count, 7)
    assertEqual(app.driver.topScreenIdentifier, "catalog")
  }

  @Test func saveOnAnInvalidFormDoesNothing() throws {
    let app = AppHarness.signedIn()
    try app.driver.tap("catalog.add")
    try app.driver.type("Lamp", into: "product.name")
    try app.button("product.save").sendActions(for: .touchUpInside)  // reaches it disabled
    try assertEqual(app.environment.catalogStore.allProducts().count, 7)
    assertEqual(app.driver.topScreenIdentifier, "product")
    #expect(app.alert == nil)
  }

  @Test func closingTheProductScreenReturnsToTheCatalog() throws {
    let app = AppHarness.signedIn()
    try app.driver.tapRow(2, of: "catalog.list")
    let catalog = try #require(app.navigation?.viewControllers.first)
    try app.driver.tap("product.cancel")
    assertEqual(app.navigation?.viewControllers.count, 1, "it pops itself, and only itself")
    #expect(app.navigation?.topViewController === catalog)
    assertEqual(app.driver.topScreenIdentifier, "catalog")
  }

  @Test func deleteDoesNothingWhenAdding() throws {
    let app = AppHarness.signedIn()
    try app.driver.tap("catalog.add")
    #expect(throws: (any Error).self) { try app.driver.tap("product.delete") }
    #expect(app.alert == nil)
    assertEqual(app.driver.topScreenIdentifier, "product")
    try assertEqual(app.environment.catalogStore.allProducts().count, 7)
  }

  @Test func cancellingTheDeleteKeepsTheScreenAsItWas() throws {
    let app = AppHarness.signedIn()
    try app.driver.tapRow(2, of: "catalog.list")
    try app.driver.type("x", into: "product.price")
    try app.driver.tap("product.delete")
    try app.driver.tapAlertButton("Cancel")
    #expect(app.alert == nil)
    assertEqual(app.driver.topScreenIdentifier, "product")
    try assertEqual(app.text("product.price"), "6.00x")
    try assertEqual(app.text("product.price.error"), "Enter a price like 12.50.")
    try assertEqual(app.environment.catalogStore.allProducts().count, 7)
  }

  @Test func aRefusedAddStaysOnTheScreenAndAddsNothing() throws {
    let app = AppHarness.signedIn(writable: false)
    try app.addProduct("Desk", "120")
    assertEqual(
      app.alert,
      AlertText(
        title: "Not saved", message: "The catalog could not be written. Try again.",
        button: "OK"))
    try app.driver.tapAlertButton("OK")
    assertEqual(app.driver.topScreenIdentifier, "product")
    #expect(try app.text("product.name") == "Desk" && app.text("product.price") == "120")
    try assertEqual(app.environment.catalogStore.allProducts().map(\.name).contains("Desk"), false)
    try assertEqual(app.environment.catalogStore.allProducts().count, 7)
  }
}
