// The product view's writes (app spec, Product rules 4-7).
import Assertions
import Domain
import Testing

@MainActor
struct ProductViewSavingTests {
  @Test func saveStoresTheTrimmedNameAndPriceAndCloses() throws {
    let app = AppHarness.signedIn()
    try app.driver.tap("catalog.add")
    try app.driver.type("  Lamp ", into: "product.name")
    try app.driver.type("12.5", into: "product.price")
    try app.driver.tap("product.save")
    assertEqual(app.driver.topScreenIdentifier, "catalog")
    let lamp = try app.environment.catalogStore.allProducts().last
    #expect(lamp?.name == "Lamp" && lamp?.price == Price(cents: 1250))
    #expect(try app.rows().contains { $0 == ("Lamp", "$12.50") })
  }

  @Test func cancelChangesNothing() throws {
    let app = AppHarness.signedIn()
    let before = try app.environment.catalogStore.allProducts()
    try app.driver.tapRow(1, of: "catalog.list")
    try app.driver.type("x", into: "product.name")
    try app.driver.tap("product.cancel")
    try assertEqual(app.environment.catalogStore.allProducts(), before)
  }

  @Test func deleteAsksThenRemovesTheProduct() throws {
    let app = AppHarness.signedIn()
    try app.driver.tapRow(4, of: "catalog.list")
    try app.driver.tap("product.delete")
    assertEqual(
      app.alert,
      AlertText(
        title: "Delete “Mouse”?", message: "This cannot be undone.",
        buttons: ["Cancel", "Delete"]))
    try app.driver.tapAlertButton("Cancel")
    assertEqual(app.driver.topScreenIdentifier, "product")
    try app.driver.tap("product.delete")
    try app.driver.tapAlertButton("Delete")
    assertEqual(app.driver.topScreenIdentifier, "catalog")
    #expect(try !app.rows().contains { $0.0 == "Mouse" })
  }

  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() throws {
    let app = AppHarness.signedIn(writable: false)
    try app.driver.tap("catalog.add")
    try app.driver.type("Lamp", into: "product.name")
    try app.driver.type("3", into: "product.price")
    try app.driver.tap("product.save")
    assertEqual(app.alert?.title, "Not saved")
    assertEqual(app.alert?.message, "The catalog could not be written. Try again.")
    try app.driver.tapAlertButton("OK")
    assertEqual(app.driver.topScreenIdentifier, "product")
    try assertEqual(app.text("product.name"), "Lamp")
  }

  @Test func aRefusedDeleteKeepsTheProduct() throws {
    let app = AppHarness.signedIn(writable: false)
    try app.driver.tapRow(4, of: "catalog.list")
    try app.driver.tap("product.delete")
    try app.driver.tapAlertButton("Delete")
    assertEqual(app.alert?.title, "Not deleted")
    #expect(try app.environment.catalogStore.allProducts().contains { $0.name == "Mouse" })
  }
}
