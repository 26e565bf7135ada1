import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// The catalog screen, driven through its views (app spec, Catalog rules 1-4; navigation in +Navigation).
@MainActor
struct CatalogViewControllerTests {
  typealias ID = ElementID.Catalog

  /// The default catalog in "Name" order, as rows.
  static let byName = [
    "Bàn phím cơ | $49.90", "Keyboard | $6.00", "Monitor Stand | $35.50", "Mouse | $5.00",
    "Pro Display | $1,599.00", "USB-C Hub | $25.00", "マウスパッド | $12.00",
  ]

  let scheduler = VirtualScheduler()
  let store: InMemoryCatalogStore
  let environment: AppEnvironment
  let screen: ScreenHarness

  init() {
    self.init(seeds: AppConfiguration.defaultCatalog)
  }

  init(seeds: [ProductSeed]) {
    store = InMemoryCatalogStore(seeds: seeds)
    environment = AppEnvironment(
      scheduler: scheduler, authService: InMemoryAuthService(scheduler: scheduler),
      catalogStore: store)
    screen = ScreenHarness(
      scheduler: scheduler, root: CatalogViewController(environment: environment))
  }

  // MARK: Initial state and rule 1

  @Test func theCatalogScreenLaysOutTheSpecsWidgets() throws {
    let controller = CatalogViewController(environment: environment)
    controller.loadViewIfNeeded()
    let view = try #require(controller.view)
    assertEqual(view.accessibilityIdentifier, "catalog")
    assertEqual(view.descendant(ID.title, as: UILabel.self)?.text, "Products")
    let search = try #require(view.descendant(ID.search, as: UITextField.self))
    assertEqual(search.text ?? "", "")
    assertEqual(search.placeholder, "Search")
    let sort = try #require(view.descendant(ID.sort, as: UISegmentedControl.self))
    assertEqual(sort.numberOfSegments, 3)
    assertEqual((0..<3).map { sort.titleForSegment(at: $0) }, ["Name", "Price ↑", "Price ↓"])
    assertEqual(sort.selectedSegmentIndex, 0)
    assertEqual(view.descendant(ID.add, as: UIButton.self)?.title(for: .normal), "Add")
    assertEqual(view.descendant(ID.signOut, as: UIButton.self)?.title(for: .normal), "Sign out")
    #expect(view.descendant(ID.list, as: UITableView.self) != nil)
  }

  @Test func rowsShowNameAndFormattedPrice() throws {
    try assertEqual(screen.rows(of: ID.list), Self.byName)
    try assertEqual(screen.label(ID.summary).text, "7 products")
  }

  // MARK: Rule 2: search

  @Test func searchAppliesAfterTheDelay() throws {
    try screen.driver.type("m", into: ID.search)
    screen.wait(200)
    try screen.driver.type("o", into: ID.search)
    screen.wait(249)
    try assertEqual(screen.rows(of: ID.list).count, 7)
    try assertEqual(screen.label(ID.summary).text, "7 products")
    screen.wait(1)
    try assertEqual(screen.rows(of: ID.list), ["Monitor Stand | $35.50", "Mouse | $5.00"])
    try assertEqual(screen.label(ID.summary).text, "2 of 7 products")
  }

  @Test func searchIgnoresCaseDiacriticsAndSurroundingSpaces() throws {
    try screen.driver.type("  BAN phim ", into: ID.search)
    screen.wait(250)
    try assertEqual(screen.rows(of: ID.list), ["Bàn phím cơ | $49.90"])
    try assertEqual(screen.label(ID.summary).text, "1 of 7 products")
  }

  @Test func aSearchWithoutMatchesNamesTheTrimmedQuery() throws {
    try screen.driver.type(" lamp ", into: ID.search)
    screen.wait(250)
    try assertEqual(screen.rows(of: ID.list), [])
    try assertEqual(screen.label(ID.summary).text, "No products match “lamp”")
  }

  @Test func clearingTheSearchShowsEveryProductAgainAfterTheDelay() throws {
    try screen.driver.type("mouse", into: ID.search)
    screen.wait(250)
    try screen.driver.clear(ID.search)
    screen.wait(249)
    try assertEqual(screen.rows(of: ID.list), ["Mouse | $5.00"])
    screen.wait(1)
    try assertEqual(screen.rows(of: ID.list), Self.byName)
    try assertEqual(screen.label(ID.summary).text, "7 products")
  }

  // MARK: Rule 3: sort

  @Test func sortChangeAppliesAtOnce() throws {
    try screen.driver.select("Price ↑", in: ID.sort)
    try assertEqual(
      screen.rows(of: ID.list),
      [
        "Mouse | $5.00", "Keyboard | $6.00", "マウスパッド | $12.00", "USB-C Hub | $25.00",
        "Monitor Stand | $35.50", "Bàn phím cơ | $49.90", "Pro Display | $1,599.00",
      ])
  }

  @Test func sortingByPriceDescendingBreaksTiesByNameAscending() throws {
    let screen = CatalogViewControllerTests(seeds: [
      ProductSeed(name: "b", price: Price(cents: 100)),
      ProductSeed(name: "C", price: Price(cents: 300)),
      ProductSeed(name: "A", price: Price(cents: 100)),
    ]).screen
    try screen.driver.select("Price ↓", in: ID.sort)
    try assertEqual(screen.rows(of: ID.list), ["C | $3.00", "A | $1.00", "b | $1.00"])
    try screen.driver.select("Name", in: ID.sort)
    try assertEqual(screen.rows(of: ID.list), ["A | $1.00", "b | $1.00", "C | $3.00"])
  }

  @Test func aSortChangeUsesTheAppliedQueryWhileASearchIsStillWaiting() throws {
    try screen.driver.type("mo", into: ID.search)
    screen.wait(100)
    try screen.driver.select("Price ↑", in: ID.sort)
    try assertEqual(screen.rows(of: ID.list).count, 7)
    try assertEqual(screen.rows(of: ID.list).first, "Mouse | $5.00")
    screen.wait(149)
    try assertEqual(screen.rows(of: ID.list).count, 7)
    screen.wait(1)
    try assertEqual(screen.rows(of: ID.list), ["Mouse | $5.00", "Monitor Stand | $35.50"])
  }

  // MARK: Rule 4: summary

  @Test func summaryCountsShownAndTotalProducts() throws {
    try assertEqual(screen.label(ID.summary).text, "7 products")
    try screen.driver.type("mo", into: ID.search)
    screen.wait(250)
    try assertEqual(screen.label(ID.summary).text, "2 of 7 products")
    try screen.driver.type("z", into: ID.search)
    screen.wait(250)
    try assertEqual(screen.label(ID.summary).text, "No products match “moz”")
    try screen.driver.clear(ID.search)
    screen.wait(250)
    try assertEqual(screen.label(ID.summary).text, "7 products")
  }

  @Test func anEmptyCatalogSaysNoProductsYet() throws {
    let screen = CatalogViewControllerTests(seeds: []).screen
    try assertEqual(screen.rows(of: ID.list), [])
    try assertEqual(screen.label(ID.summary).text, "No products yet")
  }

  @Test func theSummaryNounAgreesWithTheCatalogTotal() throws {
    let screen = CatalogViewControllerTests(seeds: [
      ProductSeed(name: "Lamp", price: Price(cents: 1250))
    ]).screen
    try assertEqual(screen.label(ID.summary).text, "1 product")
    try screen.driver.type("la", into: ID.search)
    screen.wait(250)
    try assertEqual(screen.label(ID.summary).text, "1 of 1 product")
  }
}
