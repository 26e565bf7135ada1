// The catalog view over a store that cannot be read (app spec, Catalog rule 8).
import Assertions
import Domain
import Testing

@MainActor
struct CatalogViewStoreFailureTests {
  @Test func anUnreadableCatalogShowsAnEmptyListAndAnAlert() throws {
    let app = AppHarness.signedIn(readable: false)
    #expect(try app.rows().isEmpty)
    try assertEqual(app.text("catalog.summary"), "Catalog unavailable")
    assertEqual(
      app.alert,
      AlertText(
        title: "Cannot load products", message: "The catalog could not be read.", button: "OK"))
  }

  @Test func anUnreadableCatalogIsReadAgainOnEachAppearance() throws {
    let app = AppHarness.signedIn(readable: false)
    try app.driver.tapAlertButton("OK")
    try app.driver.tap("catalog.add")
    try app.driver.tap("product.cancel")
    assertEqual(app.alert?.title, "Cannot load products")
  }

  @Test func searchAndSortActOnTheEmptyListAndTheSummaryStaysUnavailable() throws {
    let app = AppHarness.signedIn(readable: false)
    try app.driver.tapAlertButton("OK")
    try app.driver.type("mouse", into: "catalog.search")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try app.driver.select("Price ↓", in: "catalog.sort")
    try assertEqual(app.lines(), [])
    try assertEqual(app.text("catalog.summary"), "Catalog unavailable")
    #expect(app.alert == nil)
  }
}
