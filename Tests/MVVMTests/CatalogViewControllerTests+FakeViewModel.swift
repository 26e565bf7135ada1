// The catalog screen against a fake view model: it binds every user event into the inputs as
// it comes (and each appearance), and shows exactly the rows, summary and alert the outputs
// say, moving on only when they say so.
import Assertions
import Domain
import HeadlessUI
import ReactiveTesting
import Testing

@testable import MVVM

extension CatalogViewControllerTests {
  /// A catalog screen over a fake view model, in a window, with its navigator spied on.
  private struct FakeScreen {
    let viewModel = FakeCatalogViewModel()
    let navigator = NavigatorSpy(scheduler: TestScheduler(initialClock: 0))
    let screen: CatalogViewController
    let window: UIWindow
    let driver: UIDriver

    init() {
      screen = CatalogViewController(viewModel: viewModel, navigator: navigator)
      (window, driver) = show(screen)
    }

    func table() throws -> UITableView {
      try #require(driver.element(ElementID.Catalog.list) as? UITableView)
    }
  }

  private static let rows = [
    ProductRow(id: ProductID(1), title: "Desk", detail: "$12.50"),
    ProductRow(id: ProductID(2), title: "Lamp", detail: "$3.00"),
  ]

  @Test func theCatalogViewForwardsEveryEventAsItComes() throws {
    let catalog = FakeScreen()
    catalog.viewModel.shownRows.accept(Self.rows)
    try catalog.driver.type("mo", into: ElementID.Catalog.search)
    try catalog.driver.select("Price ↓", in: ElementID.Catalog.sort)
    try catalog.driver.tapRow(2, of: ElementID.Catalog.list)
    try catalog.driver.tap(ElementID.Catalog.add)
    try catalog.driver.tap(ElementID.Catalog.signOut)
    assertEqual(
      catalog.viewModel.events,
      [
        "viewWillAppear", "searchTextChanged(m)", "searchTextChanged(mo)",
        "sortChanged(priceDescending)", "productTapped(Lamp)", "addButtonTapped",
        "signOutButtonTapped",
      ])
    #expect(try catalog.table().indexPathForSelectedRow == nil)
    #expect(catalog.navigator.requests.events.isEmpty)
  }

  @Test func theCatalogViewShowsWhatItIsTold() throws {
    let catalog = FakeScreen()
    catalog.viewModel.shownRows.accept(Self.rows)
    catalog.viewModel.summaryText.accept("2 of 9 products")
    try assertEqual(catalog.table().numberOfRows(inSection: 0), 2)
    try assertEqual(catalog.driver.rowTexts(1, of: ElementID.Catalog.list), ("Desk", "$12.50"))
    try assertEqual(catalog.driver.rowTexts(2, of: ElementID.Catalog.list), ("Lamp", "$3.00"))
    assertEqual(
      (try catalog.driver.element(ElementID.Catalog.summary) as? UILabel)?.text, "2 of 9 products")
    catalog.viewModel.shownRows.accept([ProductRow(id: ProductID(3), title: "Mop", detail: "$1.00")]
    )
    try assertEqual(catalog.table().numberOfRows(inSection: 0), 1)
    try assertEqual(catalog.driver.rowTexts(1, of: ElementID.Catalog.list), ("Mop", "$1.00"))

    catalog.viewModel.alerts.accept(
      AlertText(
        title: "Cannot load products", message: "The catalog could not be read.", button: "OK"))
    assertEqual(catalog.driver.presentedAlert?.title, "Cannot load products")
    assertEqual(catalog.driver.presentedAlert?.message, "The catalog could not be read.")
    assertEqual(catalog.driver.presentedAlert?.actions.map(\.title), ["OK"])
    try catalog.driver.tapAlertButton("OK")

    catalog.viewModel.product.accept(.add)
    catalog.viewModel.login.accept(())
    assertEqual(
      catalog.navigator.requests.events.map(\.value),
      [
        .next(.showProduct(.add)), .next(.showLogin),
      ])
  }

  @Test func theCatalogViewReportsEachAppearance() throws {
    let catalog = FakeScreen()
    catalog.screen.beginAppearanceTransition(false, animated: false)
    catalog.screen.endAppearanceTransition()
    catalog.screen.beginAppearanceTransition(true, animated: false)
    catalog.screen.endAppearanceTransition()
    assertEqual(catalog.viewModel.events, ["viewWillAppear", "viewWillAppear"])
  }
}
