// The catalog view, driven through its widgets on virtual time (app spec, Catalog rules 1-4).
import Assertions
import Domain
import Testing

@MainActor
struct CatalogViewTests {
  @Test func rowsShowNameAndFormattedPrice() throws {
    let app = AppHarness.signedIn()
    let rows = try app.rows()
    assertEqual(
      rows.map(\.0),
      [
        "Bàn phím cơ", "Keyboard", "Monitor Stand", "Mouse", "Pro Display", "USB-C Hub", "マウスパッド",
      ])
    assertEqual(rows[4].1, "$1,599.00")
  }

  @Test func searchAppliesAfterTheDelay() throws {
    let app = AppHarness.signedIn()
    try app.driver.type("ban", into: "catalog.search")
    app.scheduler.advance(by: .milliseconds(100))
    try app.driver.type(" phim", into: "catalog.search")
    app.scheduler.advance(by: .milliseconds(249))
    try assertEqual(app.rows().count, 7)
    app.scheduler.advance(by: .milliseconds(1))
    try assertEqual(app.rows().map(\.0), ["Bàn phím cơ"])
  }

  @Test func sortChangeAppliesAtOnce() throws {
    let app = AppHarness.signedIn()
    try app.driver.select("Price ↓", in: "catalog.sort")
    try assertEqual(app.rows().first?.0, "Pro Display")
    try app.driver.select("Price ↑", in: "catalog.sort")
    try assertEqual(app.rows().prefix(2).map(\.0), ["Mouse", "Keyboard"])
  }

  @Test func summaryCountsShownAndTotalProducts() throws {
    let app = AppHarness.signedIn()
    try assertEqual(app.text("catalog.summary"), "7 products")
    try app.driver.type("mo", into: "catalog.search")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try assertEqual(app.text("catalog.summary"), "2 of 7 products")
    try app.driver.type("zz", into: "catalog.search")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try assertEqual(app.text("catalog.summary"), "No products match “mozz”")
    let empty = AppHarness.signedIn(products: [])
    try assertEqual(empty.text("catalog.summary"), "No products yet")
  }
}
