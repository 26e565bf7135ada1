// The catalog view's ways out and back (app spec, Catalog rules 5-7).
import Assertions
import Domain
import HeadlessSwiftUI
import Testing

@MainActor
struct CatalogViewNavigationTests {
  @Test func tappingARowOpensItForEditing() throws {
    let app = AppHarness.signedIn()
    try app.driver.tapRow(5, of: "catalog.list")
    assertEqual(app.driver.topScreenIdentifier, "product")
    try assertEqual(app.text("product.title"), "Edit product")
    try assertEqual(app.text("product.name"), "Pro Display")
  }

  @Test func tappingARowOfASortedSearchOpensTheProductShownThere() throws {
    let app = AppHarness.signedIn()
    try app.driver.type("o", into: "catalog.search")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try app.driver.select("Price ↓", in: "catalog.sort")
    try app.driver.tapRow(1, of: "catalog.list")
    try assertEqual(app.text("product.name"), "Pro Display")
  }

  @Test func tappingARowThatIsNotThereDoesNothing() throws {
    let app = AppHarness.signedIn()
    let table = try #require(try app.driver.element("catalog.list") as? UITableView)
    table.delegate?.tableView(table, didSelectRowAt: IndexPath(row: 7, section: 0))  // stale
    assertEqual(app.navigation?.viewControllers.count, 1)
    assertEqual(app.driver.topScreenIdentifier, "catalog")
  }

  @Test func addOpensAnEmptyProductScreen() throws {
    let app = AppHarness.signedIn()
    try app.driver.tap("catalog.add")
    try assertEqual(app.text("product.title"), "New product")
    #expect(try app.text("product.name") == "" && app.text("product.price") == "")
    #expect(!app.isShown("product.delete"))
  }

  @Test func signOutReturnsToAFreshLogin() throws {
    let app = AppHarness()
    try app.signIn()
    try app.driver.type("mo", into: "catalog.search")
    try app.driver.tap("catalog.signout")
    assertEqual(app.driver.topScreenIdentifier, "login")
    #expect(try app.text("login.email") == "" && app.text("login.password") == "")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    assertEqual(app.driver.topScreenIdentifier, "login")
  }

  @Test func comingBackShowsTheCatalogAsItNowIs() throws {
    let app = AppHarness.signedIn()
    try app.driver.type("m", into: "catalog.search")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try app.driver.select("Price ↑", in: "catalog.sort")
    try app.environment.catalogStore.add(name: "Mat", price: Price(cents: 100))
    try app.driver.tap("catalog.add")
    try app.driver.tap("product.cancel")
    assertEqual(app.driver.topScreenIdentifier, "catalog")
    try assertEqual(app.rows().first?.0, "Mat")
    try assertEqual(app.text("catalog.search"), "m")
  }

  @Test func aWaitingSearchAppliesWhileTheProductScreenCoversTheCatalog() throws {
    let app = AppHarness.signedIn()
    try app.driver.type("mouse", into: "catalog.search")
    try app.driver.tap("catalog.add")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try app.driver.tap("product.cancel")
    try assertEqual(app.rows().map(\.0), ["Mouse"])
  }

  @Test func eachAppearanceReadsTheCatalogOnce() throws {
    let store = FaultyCatalogStore(
      base: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog), faults: .init())
    let app = AppHarness {
      AppEnvironment(
        scheduler: $0, authService: InMemoryAuthService(scheduler: $0), catalogStore: store,
        session: Session(email: "ada@example.com"))
    }
    store.faults.failsReads = true  // from now on, a read says so
    try app.driver.type("mo", into: "catalog.search")
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    try app.driver.select("Price ↓", in: "catalog.sort")
    #expect(app.alert == nil)
    try assertEqual(app.lines(), ["Monitor Stand | $35.50", "Mouse | $5.00"])
    try app.driver.tap("catalog.add")
    try app.driver.tap("product.cancel")
    assertEqual(app.alert?.title, "Cannot load products", "the next appearance read")
  }

  @Test func leavingTheScreenCancelsThePendingSearch() throws {
    let app = AppHarness.signedIn()
    try app.driver.type("mo", into: "catalog.search")
    assertEqual(app.scheduler.pendingCount, 1)
    try app.driver.tap("catalog.signout")
    assertEqual(app.scheduler.pendingCount, 0)
  }
}
