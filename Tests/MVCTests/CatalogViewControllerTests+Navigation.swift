import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// Where the catalog goes (app spec, Catalog rules 5-7), and the controller's lifetime.
extension CatalogViewControllerTests {
  // MARK: Rules 5 and 6: navigation

  @Test func tappingARowOpensThatProductForEditing() throws {
    try screen.driver.tapRow(2, of: ID.list)
    #expect(requests.made == ["edit Keyboard #1"])
    #expect(screen.navigation.viewControllers.count == 2)
    #expect(screen.driver.topScreenIdentifier == "product")
  }

  @Test func tappingARowOfASortedSearchOpensTheProductShownThere() throws {
    try screen.driver.type("o", into: ID.search)
    screen.wait(250)
    try screen.driver.select("Price ↓", in: ID.sort)
    try screen.driver.tapRow(1, of: ID.list)
    #expect(requests.made == ["edit Pro Display #7"])
  }

  @Test func addOpensAnEmptyProductScreen() throws {
    try screen.driver.tap(ID.add)
    #expect(requests.made == ["add"])
    #expect(screen.driver.topScreenIdentifier == "product")
  }

  @Test func signOutReplacesTheCatalogWithAFreshLoginScreen() throws {
    try screen.driver.type("mo", into: ID.search)
    try screen.driver.tap(ID.signOut)
    #expect(requests.made == ["login"])
    #expect(screen.navigation.viewControllers.count == 1)
    #expect(screen.driver.topScreenIdentifier == "login")
    #expect(scheduler.pendingCount == 0)
  }

  // MARK: Rule 7: coming back

  @Test func comingBackShowsTheCatalogAsItNowIsWithTheSameQueryAndSort() throws {
    try screen.driver.type("o", into: ID.search)
    screen.wait(250)
    try screen.driver.select("Price ↑", in: ID.sort)
    try screen.driver.tap(ID.add)
    store.add(name: "Mood Lamp", price: Price(cents: 1999))
    let keyboard = try #require(store.allProducts().first { $0.name == "Keyboard" })
    try store.delete(keyboard.id)
    screen.navigation.popViewController(animated: false)
    #expect(
      try screen.rows(of: ID.list) == [
        "Mouse | $5.00", "Mood Lamp | $19.99", "Monitor Stand | $35.50", "Bàn phím cơ | $49.90",
        "Pro Display | $1,599.00",
      ])
    #expect(try screen.label(ID.summary).text == "5 of 7 products")
    #expect(try screen.field(ID.search).text == "o")
    #expect(try screen.element(ID.sort, as: UISegmentedControl.self).selectedSegmentIndex == 1)
  }

  // MARK: No leaks

  @Test func theControllerIsReleasedWithItsWindowEvenWithASearchWaiting() throws {
    weak var released: CatalogViewController?
    do {
      let scheduler = VirtualScheduler()
      let controller = CatalogViewController(
        store: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
        scheduler: scheduler, makeLogin: { UIViewController() },
        makeProductScreen: { _ in UIViewController() })
      released = controller
      let harness = ScreenHarness(scheduler: scheduler, root: controller)
      try harness.driver.type("mo", into: ID.search)
      harness.tearDown()
    }
    #expect(released == nil)
  }
}
