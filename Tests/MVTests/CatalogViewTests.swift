// The catalog view, driven through its widgets on virtual time (app spec, Catalog rules 1-4).
import Domain
import Expectations
import Testing

@MainActor
struct CatalogViewTests {
  @Test func rowsShowNameAndFormattedPrice() throws {
    let app = AppHarness.signedIn()
    let rows = try app.rows()
    expectEqual(
      rows.map(\.0),
      [
        "Bàn phím cơ", "Keyboard", "Monitor Stand", "Mouse", "Pro Display", "USB-C Hub", "マウスパッド",
      ])
    expectEqual(rows[4].1, "$1,599.00")
  }

  @Test func searchAppliesAfterTheDelay() throws {
    let app = AppHarness.signedIn()
    try app.driver.type("ban", into: "catalog.search")
    app.scheduler.advance(by: .milliseconds(100))
    try app.driver.type(" phim", into: "catalog.search")
    app.scheduler.advance(by: .milliseconds(249))
    try expectEqual(app.rows().count, 7)
    app.scheduler.advance(by: .milliseconds(1))
    try expectEqual(app.rows().map(\.0), ["Bàn phím cơ"])
  }

  @Test func sortChangeAppliesAtOnce() throws {
    let app = AppHarness.signedIn()
    try app.driver.select("Price ↓", in: "catalog.sort")
    try expectEqual(app.rows().first?.0, "Pro Display")
    try app.driver.select("Price ↑", in: "catalog.sort")
    try expectEqual(app.rows().prefix(2).map(\.0), ["Mouse", "Keyboard"])
  }

  @Test func summaryCountsShownAndTotalProducts() throws {
    let app = AppHarness.signedIn()
    try expectEqual(app.text("catalog.summary"), "7 products")
    try app.driver.type("mo", into: "catalog.search")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try expectEqual(app.text("catalog.summary"), "2 of 7 products")
    try app.driver.type("zz", into: "catalog.search")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try expectEqual(app.text("catalog.summary"), "No products match “mozz”")
    let empty = AppHarness.signedIn(products: [])
    try expectEqual(empty.text("catalog.summary"), "No products yet")
  }
}
