// The catalog view's widgets and listing, driven through them on virtual time (app spec,
// Catalog first show and rules 2-4): search, sort and summary at their edges.
import Assertions
import Domain
import HeadlessSwiftUI
import Testing

extension CatalogViewTests {
  /// The default catalog in "Name" order, as rows.
  static let byName = [
    "Bàn phím cơ | $49.90", "Keyboard | $6.00", "Monitor Stand | $35.50", "Mouse | $5.00",
    "Pro Display | $1,599.00", "USB-C Hub | $25.00", "マウスパッド | $12.00",
  ]

  @Test func theCatalogScreenLaysOutTheSpecsWidgets() throws {
    let app = AppHarness.signedIn()
    assertEqual(app.driver.topScreenIdentifier, "catalog")
    try assertEqual(app.text("catalog.title"), "Products")
    let search = try app.field("catalog.search")
    assertEqual(search.text ?? "", "")
    assertEqual(search.placeholder, "Search")
    let sort = try #require(try app.driver.element("catalog.sort") as? UISegmentedControl)
    assertEqual(sort.numberOfSegments, 3)
    assertEqual((0..<3).map { sort.titleForSegment(at: $0) }, ["Name", "Price ↑", "Price ↓"])
    assertEqual(sort.selectedSegmentIndex, 0)
    try assertEqual(app.button("catalog.add").title(for: .normal), "Add")
    try assertEqual(app.button("catalog.signout").title(for: .normal), "Sign out")
    #expect(try app.driver.element("catalog.list") is UITableView)
  }

  @Test func searchIgnoresCaseDiacriticsAndSurroundingSpaces() throws {
    let app = AppHarness.signedIn()
    try app.driver.type("  BAN phim ", into: "catalog.search")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try assertEqual(app.lines(), ["Bàn phím cơ | $49.90"])
    try assertEqual(app.text("catalog.summary"), "1 of 7 products")
  }

  @Test func aSearchWithoutMatchesNamesTheTrimmedQuery() throws {
    let app = AppHarness.signedIn()
    try app.driver.type(" lamp ", into: "catalog.search")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try assertEqual(app.lines(), [])
    try assertEqual(app.text("catalog.summary"), "No products match “lamp”")
  }

  @Test func clearingTheSearchShowsEveryProductAgainAfterTheDelay() throws {
    let app = AppHarness.signedIn()
    try app.driver.type("mouse", into: "catalog.search")
    app.scheduler.advance(by: .milliseconds(250))
    try app.driver.clear("catalog.search")
    app.scheduler.advance(by: .milliseconds(249))
    try assertEqual(app.lines(), ["Mouse | $5.00"])
    app.scheduler.advance(by: .milliseconds(1))
    try assertEqual(app.lines(), Self.byName)
    try assertEqual(app.text("catalog.summary"), "7 products")
  }

  @Test func sortingByPriceDescendingBreaksTiesByNameAscending() throws {
    let app = AppHarness.signedIn(products: [
      ProductSeed(name: "b", price: Price(cents: 100)),
      ProductSeed(name: "C", price: Price(cents: 300)),
      ProductSeed(name: "A", price: Price(cents: 100)),
    ])
    try app.driver.select("Price ↓", in: "catalog.sort")
    try assertEqual(app.lines(), ["C | $3.00", "A | $1.00", "b | $1.00"])
    try app.driver.select("Name", in: "catalog.sort")
    try assertEqual(app.lines(), ["A | $1.00", "b | $1.00", "C | $3.00"])
  }

  @Test func aSortChangeUsesTheAppliedQueryWhileASearchIsStillWaiting() throws {
    let app = AppHarness.signedIn()
    try app.driver.type("mo", into: "catalog.search")
    app.scheduler.advance(by: .milliseconds(100))
    try app.driver.select("Price ↑", in: "catalog.sort")
    try assertEqual(app.lines().count, 7)
    try assertEqual(app.lines().first, "Mouse | $5.00")
    app.scheduler.advance(by: .milliseconds(149))
    try assertEqual(app.lines().count, 7)
    app.scheduler.advance(by: .milliseconds(1))
    try assertEqual(app.lines(), ["Mouse | $5.00", "Monitor Stand | $35.50"])
  }

  @Test func anEmptyCatalogSaysNoProductsYet() throws {
    let app = AppHarness.signedIn(products: [])
    try assertEqual(app.lines(), [])
    try assertEqual(app.text("catalog.summary"), "No products yet")
  }

  @Test func theSummaryNounAgreesWithTheCatalogTotal() throws {
    let app = AppHarness.signedIn(products: [ProductSeed(name: "Lamp", price: Price(cents: 1250))])
    try assertEqual(app.text("catalog.summary"), "1 product")
    try app.driver.type("la", into: "catalog.search")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try assertEqual(app.text("catalog.summary"), "1 of 1 product")
  }
}
