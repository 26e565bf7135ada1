// The catalog screen's bindings, each checked through the real widgets: search, sort, rows
// (`rx.items`), summary, the tapped row (`rx.modelSelected`, then deselected), the reload on
// coming back, an unreadable catalog, and the navigation.
import Assertions
import Domain
import HeadlessUI
import MVVM
import Testing

@MainActor
struct CatalogViewControllerTests {
  private func signedIn() -> AppHarness {
    AppHarness(configuration: AppConfiguration(signedInEmail: "ada@example.com"))
  }

  @Test func theCatalogScreenLaysOutTheSpecsWidgets() throws {
    let app = signedIn()
    assertEqual(app.driver.topScreenIdentifier, "catalog")
    try assertEqual(app.element(ElementID.Catalog.title, as: UILabel.self).text, "Products")
    let search: UITextField = try app.element(ElementID.Catalog.search)
    assertEqual(search.text ?? "", "")
    assertEqual(search.placeholder, "Search")
    let sort: UISegmentedControl = try app.element(ElementID.Catalog.sort)
    assertEqual(
      (0..<sort.numberOfSegments).map(sort.titleForSegment(at:)), ["Name", "Price ↑", "Price ↓"])
    assertEqual(sort.selectedSegmentIndex, 0)
    try assertEqual(app.element(ElementID.Catalog.add, as: UIButton.self).currentTitle, "Add")
    try assertEqual(
      app.element(ElementID.Catalog.signOut, as: UIButton.self).currentTitle, "Sign out")
  }

  @Test func rowsShowNameAndFormattedPrice() throws {
    let app = signedIn()
    let list: UITableView = try app.element(ElementID.Catalog.list)
    let summary: UILabel = try app.element(ElementID.Catalog.summary)
    let sort: UISegmentedControl = try app.element(ElementID.Catalog.sort)
    assertEqual(app.driver.topScreenIdentifier, "catalog")
    assertEqual(list.numberOfRows(inSection: 0), 7)
    try assertEqual(app.driver.rowTexts(1, of: ElementID.Catalog.list), ("Bàn phím cơ", "$49.90"))
    assertEqual(summary.text, "7 products")
    assertEqual(sort.selectedSegmentIndex, 0)
  }

  @Test func searchAppliesAfterTheDelay() throws {
    let app = signedIn()
    let list: UITableView = try app.element(ElementID.Catalog.list)
    try app.driver.type("ban phim", into: ElementID.Catalog.search)
    app.scheduler.advance(by: .milliseconds(249))
    assertEqual(list.numberOfRows(inSection: 0), 7)
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(list.numberOfRows(inSection: 0), 1)
    try assertEqual(
      app.element(ElementID.Catalog.summary, as: UILabel.self).text, "1 of 7 products")
  }

  @Test func sortChangeAppliesAtOnce() throws {
    let app = signedIn()
    try app.driver.select("Price ↓", in: ElementID.Catalog.sort)
    try assertEqual(
      app.driver.rowTexts(1, of: ElementID.Catalog.list), ("Pro Display", "$1,599.00"))
  }

  @Test func tappingARowOpensItForEditing() throws {
    let app = signedIn()
    let list: UITableView = try app.element(ElementID.Catalog.list)
    try app.driver.type("mouse", into: ElementID.Catalog.search)
    app.scheduler.advance(by: .milliseconds(250))
    try app.driver.tapRow(1, of: ElementID.Catalog.list)
    assertEqual(app.stack, ["catalog", "product"])
    #expect(list.indexPathForSelectedRow == nil)
    try assertEqual(app.element(ElementID.Product.name, as: UITextField.self).text, "Mouse")
    try app.driver.clear(ElementID.Product.name)
    try app.driver.type("Mousepad", into: ElementID.Product.name)
    try app.driver.tap(ElementID.Product.save)
    assertEqual(app.stack, ["catalog"])
    try assertEqual(app.driver.rowTexts(1, of: ElementID.Catalog.list), ("Mousepad", "$5.00"))
    try assertEqual(app.element(ElementID.Catalog.search, as: UITextField.self).text, "mouse")
  }

  @Test func signOutReturnsToAFreshLogin() throws {
    let app = signedIn()
    try app.driver.tap(ElementID.Catalog.signOut)
    assertEqual(app.stack, ["login"])
    try assertEqual(app.element(ElementID.Login.email, as: UITextField.self).text, "")
  }

  @Test func anUnreadableCatalogShowsAnEmptyListAndAnAlert() throws {
    let app = AppHarness(
      configuration: AppConfiguration(signedInEmail: "ada@example.com", isCatalogReadable: false))
    let list: UITableView = try app.element(ElementID.Catalog.list)
    assertEqual(app.driver.presentedAlert?.title, "Cannot load products")
    assertEqual(app.driver.presentedAlert?.message, "The catalog could not be read.")
    try app.driver.tapAlertButton("OK")
    assertEqual(list.numberOfRows(inSection: 0), 0)
    try assertEqual(
      app.element(ElementID.Catalog.summary, as: UILabel.self).text, "Catalog unavailable")
    try app.driver.tap(ElementID.Catalog.add)
    try app.driver.tap(ElementID.Product.cancel)
    assertEqual(app.driver.presentedAlert?.title, "Cannot load products")
  }

  @Test func leavingTheScreenCancelsThePendingSearch() throws {
    let checkpoint = LiveObjects.checkpoint()
    let app = signedIn()
    try app.driver.tap(ElementID.Catalog.add)
    try app.driver.tap(ElementID.Product.cancel)
    try app.driver.type("key", into: ElementID.Catalog.search)
    app.close()
    assertEqual(checkpoint.survivors(), [])
    assertEqual(app.scheduler.pendingCount, 0)
  }
}
