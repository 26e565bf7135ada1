// The product view's form, driven through its widgets (app spec, Product rules 1-3, 5).
import Assertions
import Domain
import Testing

@MainActor
struct ProductViewTests {
  func addScreen() throws -> AppHarness {
    let app = AppHarness.signedIn()
    try app.driver.tap("catalog.add")
    return app
  }

  @Test func nameErrorsShowTheFirstFailingRule() throws {
    let app = try addScreen()
    try app.driver.type("  ", into: "product.name")
    try assertEqual(app.text("product.name.error"), "Name is required.")
    try app.driver.clear("product.name")
    try app.driver.type(String(repeating: "a", count: 61), into: "product.name")
    try assertEqual(app.text("product.name.error"), "Name must be at most 60 characters.")
    try app.driver.clear("product.name")
    try app.driver.type("MOUSE", into: "product.name")
    try assertEqual(app.text("product.name.error"), "A product named “Mouse” already exists.")
    try app.driver.type("s", into: "product.name")
    #expect(!app.isShown("product.name.error"))
  }

  @Test func priceErrorsShowTheFirstFailingRule() throws {
    let app = try addScreen()
    try app.driver.type("12.", into: "product.price")
    try assertEqual(app.text("product.price.error"), "Enter a price like 12.50.")
    try app.driver.clear("product.price")
    try assertEqual(app.text("product.price.error"), "Price is required.")
    try app.driver.type("100000.01", into: "product.price")
    try assertEqual(app.text("product.price.error"), "Price must be at most 100,000.00.")
    try app.driver.clear("product.price")
    try app.driver.type("12.5", into: "product.price")
    #expect(!app.isShown("product.price.error"))
  }

  @Test func errorLabelsStayHiddenUntilTheFieldIsEdited() throws {
    let app = try addScreen()
    #expect(!app.isShown("product.name.error") && !app.isShown("product.price.error"))
    #expect(try !app.isEnabled("product.save"))
    try app.driver.type("x", into: "product.name")
    try app.driver.clear("product.name")
    #expect(app.isShown("product.name.error"))
    #expect(!app.isShown("product.price.error"))
  }

  @Test func editShowsTheProductsNameAndPrice() throws {
    let app = AppHarness.signedIn()
    try app.driver.tapRow(5, of: "catalog.list")
    try assertEqual(app.text("product.price"), "1599.00")
    #expect(app.isShown("product.delete"))
    #expect(try app.isEnabled("product.save"))
  }
}
