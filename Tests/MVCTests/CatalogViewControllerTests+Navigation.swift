import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// Where the catalog goes (app spec, Catalog rules 5-7): the controller creates and pushes the
/// next screen itself, so the tests look at the screen it pushed. And the controller's lifetime.
extension CatalogViewControllerTests {
  // MARK: Rules 5 and 6: navigation

  @Test func tappingARowOpensItForEditing() throws {
    try screen.driver.tapRow(2, of: ID.list)
    assertEqual(screen.navigation.viewControllers.count, 2)
    #expect(screen.navigation.topViewController is ProductViewController)
    try assertEqual(screen.label(ElementID.Product.title).text, "Edit product")
    try assertEqual(screen.field(ElementID.Product.name).text, "Keyboard")
    try assertEqual(screen.field(ElementID.Product.price).text, "6.00")
    screen.navigation.popViewController(animated: false)
    let table: UITableView = try screen.element(ID.list)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func tappingARowOfASortedSearchOpensTheProductShownThere() throws {
    try screen.driver.type("o", into: ID.search)
    screen.wait(250)
    try screen.driver.select("Price ↓", in: ID.sort)
    try screen.driver.tapRow(1, of: ID.list)
    try assertEqual(screen.field(ElementID.Product.name).text, "Pro Display")
  }

  @Test func tappingARowThatIsNotThereDoesNothing() throws {
    let table: UITableView = try screen.element(ID.list)
    let controller = try #require(screen.navigation.topViewController as? CatalogViewController)
    controller.tableView(table, didSelectRowAt: IndexPath(row: 7, section: 0))  // a stale tap
    assertEqual(screen.navigation.viewControllers.count, 1)
    assertEqual(screen.driver.topScreenIdentifier, "catalog")
  }

  @Test func addOpensAnEmptyProductScreen() throws {
    try screen.driver.tap(ID.add)
    assertEqual(screen.navigation.viewControllers.count, 2)
    #expect(screen.navigation.topViewController is ProductViewController)
    try assertEqual(screen.label(ElementID.Product.title).text, "New product")
    try assertEqual(screen.field(ElementID.Product.name).text ?? "", "")
    try assertEqual(screen.field(ElementID.Product.price).text ?? "", "")
    #expect(try screen.button(ElementID.Product.delete).isHidden)
  }

  @Test func signOutReturnsToAFreshLogin() throws {
    try screen.driver.type("mo", into: ID.search)
    try screen.driver.tap(ID.signOut)
    assertEqual(screen.navigation.viewControllers.count, 1)
    #expect(screen.navigation.topViewController is LoginViewController)
    try assertEqual(screen.field(ElementID.Login.email).text ?? "", "")
    try assertEqual(screen.field(ElementID.Login.password).text ?? "", "")
    assertEqual(scheduler.pendingCount, 0)
  }

  // MARK: Rule 7: coming back

  @Test func comingBackShowsTheCatalogAsItNowIs() throws {
    try screen.driver.type("o", into: ID.search)
    screen.wait(250)
    try screen.driver.select("Price ↑", in: ID.sort)
    try screen.driver.tap(ID.add)
    store.add(name: "Mood Lamp", price: Price(cents: 1999))
    let keyboard = try #require(store.allProducts().first { $0.name == "Keyboard" })
    try store.delete(keyboard.id)
    screen.navigation.popViewController(animated: false)
    try assertEqual(
      screen.rows(of: ID.list),
      [
        "Mouse | $5.00", "Mood Lamp | $19.99", "Monitor Stand | $35.50", "Bàn phím cơ | $49.90",
        "Pro Display | $1,599.00",
      ])
    try assertEqual(screen.label(ID.summary).text, "5 of 7 products")
    try assertEqual(screen.field(ID.search).text, "o")
    try assertEqual(screen.element(ID.sort, as: UISegmentedControl.self).selectedSegmentIndex, 1)
  }

  @Test func eachAppearanceReadsTheCatalogOnce() throws {
    let faulty = FaultyCatalogStore(base: store, faults: .init())
    let screen = ScreenHarness(
      scheduler: scheduler,
      root: CatalogViewController(
        environment: AppEnvironment(
          scheduler: scheduler, authService: InMemoryAuthService(scheduler: scheduler),
          catalogStore: faulty)))
    faulty.faults.failsReads = true  // from now on, a read says so
    try screen.driver.type("mo", into: ID.search)
    screen.wait(250)
    try screen.driver.select("Price ↓", in: ID.sort)
    #expect(screen.alert == nil)
    try assertEqual(screen.rows(of: ID.list), ["Monitor Stand | $35.50", "Mouse | $5.00"])
    try screen.driver.tap(ID.add)
    try screen.driver.tap(ElementID.Product.cancel)
    assertEqual(screen.alertText?.title, "Cannot load products", "the next appearance read")
  }

  // MARK: No leaks

  @Test func leavingTheScreenCancelsThePendingSearch() throws {
    let scheduler = VirtualScheduler()
    weak var released: CatalogViewController?
    do {
      let controller = CatalogViewController(
        environment: AppEnvironment(
          scheduler: scheduler, authService: InMemoryAuthService(scheduler: scheduler),
          catalogStore: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)))
      released = controller
      let harness = ScreenHarness(scheduler: scheduler, root: controller)
      try harness.driver.type("mo", into: ID.search)
      assertEqual(scheduler.pendingCount, 1)
      harness.window.rootViewController = nil
    }
    #expect(released == nil)
    assertEqual(scheduler.pendingCount, 0)
  }
}
