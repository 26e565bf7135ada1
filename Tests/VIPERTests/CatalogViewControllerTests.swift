/// The catalog view controller in a window over a fake presenter: it lays out the spec's
/// widgets, forwards every user event as it comes (and each appearance), and, as the table's
/// data source, shows the rows, summary and alert it is given.
import Assertions
import Domain
import Foundation
import HeadlessUI
import Testing

@testable import VIPER

/// A catalog screen over a fake presenter, shown in a window.
private struct CatalogScreen {
  let presenter = FakePresenter()
  let screen: CatalogViewController
  let window: UIWindow
  let driver: UIDriver

  init() {
    screen = CatalogViewController(presenter: presenter)
    (window, driver) = show(screen)
  }

  var root: UIView { screen.view }
  func table() throws -> UITableView {
    try root.element(ElementID.Catalog.list, as: UITableView.self)
  }
  func summary() throws -> String? {
    try root.element(ElementID.Catalog.summary, as: UILabel.self).text
  }
  func sort() throws -> UISegmentedControl {
    try root.element(ElementID.Catalog.sort, as: UISegmentedControl.self)
  }
}

struct CatalogViewControllerTests {
  @Test func theCatalogScreenLaysOutTheSpecsWidgets() throws {
    let catalog = CatalogScreen()
    assertEqual(catalog.presenter.events, ["viewWillAppear"])
    assertEqual(catalog.root.accessibilityIdentifier, "catalog")
    try assertEqual(
      catalog.root.element(ElementID.Catalog.title, as: UILabel.self).text, "Products")
    try assertEqual(
      catalog.root.element(ElementID.Catalog.search, as: UITextField.self).placeholder, "Search")
    let sort = try catalog.sort()
    assertEqual(
      (0..<sort.numberOfSegments).map(sort.titleForSegment(at:)), ["Name", "Price ↑", "Price ↓"])
    assertEqual(sort.selectedSegmentIndex, 0)
    try assertEqual(
      catalog.root.element(ElementID.Catalog.add, as: UIButton.self).currentTitle, "Add")
    try assertEqual(
      catalog.root.element(ElementID.Catalog.signOut, as: UIButton.self).currentTitle, "Sign out")
    try assertEqual(catalog.table().numberOfRows(inSection: 0), 0)
  }

  @Test func theCatalogViewForwardsEveryEventAsItComes() throws {
    let catalog = CatalogScreen()
    catalog.screen.showRows([
      ProductRow(title: "Mouse", detail: "$5.00"), ProductRow(title: "Lamp", detail: "$9.00"),
    ])
    try catalog.driver.type("m", into: ElementID.Catalog.search)
    try catalog.driver.select("Price ↓", in: ElementID.Catalog.sort)
    try catalog.driver.tapRow(2, of: ElementID.Catalog.list)
    try catalog.driver.tap(ElementID.Catalog.add)
    try catalog.driver.tap(ElementID.Catalog.signOut)
    assertEqual(
      catalog.presenter.events,
      [
        "viewWillAppear", "searchTextChanged(m)", "sortChanged(priceDescending)",
        "productTapped(1)", "addButtonTapped", "signOutButtonTapped",
      ])
    #expect(try catalog.table().indexPathForSelectedRow == nil)
    #expect(try catalog.summary() == nil)
    catalog.window.rootViewController = nil
  }

  @Test func theCatalogViewShowsWhatItIsTold() throws {
    let catalog = CatalogScreen()
    catalog.screen.showRows([
      ProductRow(title: "Mouse", detail: "$5.00"), ProductRow(title: "Lamp", detail: "$9.00"),
    ])
    catalog.screen.setSummary("2 products")
    try assertEqual(catalog.table().numberOfRows(inSection: 0), 2)
    try assertEqual(catalog.driver.rowTexts(1, of: ElementID.Catalog.list), ("Mouse", "$5.00"))
    try assertEqual(catalog.driver.rowTexts(2, of: ElementID.Catalog.list), ("Lamp", "$9.00"))
    assertEqual(
      (try catalog.driver.element(ElementID.Catalog.summary) as? UILabel)?.text, "2 products")
    catalog.screen.showRows([ProductRow(title: "Mop", detail: "$1.00")])
    try assertEqual(catalog.table().numberOfRows(inSection: 0), 1)
    try assertEqual(catalog.driver.rowTexts(1, of: ElementID.Catalog.list), ("Mop", "$1.00"))

    catalog.screen.showAlert(
      AlertText(
        title: "Cannot load products", message: "The catalog could not be read.", button: "OK"))
    assertEqual(catalog.driver.presentedAlert?.title, "Cannot load products")
    assertEqual(catalog.driver.presentedAlert?.message, "The catalog could not be read.")
    assertEqual(catalog.driver.presentedAlert?.actions.map(\.title), ["OK"])
    catalog.window.rootViewController = nil
  }

  @Test func theCatalogViewReportsEachAppearance() throws {
    let catalog = CatalogScreen()
    catalog.screen.beginAppearanceTransition(false, animated: false)
    catalog.screen.endAppearanceTransition()
    catalog.screen.beginAppearanceTransition(true, animated: false)
    catalog.screen.endAppearanceTransition()
    assertEqual(catalog.presenter.events, ["viewWillAppear", "viewWillAppear"])
  }

  @Test func theScreenIsReleasedWithItsWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    weak var presenter: FakePresenter?
    do {
      let catalog = CatalogScreen()
      presenter = catalog.presenter
      catalog.screen.showRows([ProductRow(title: "Desk", detail: "$12.50")])
      catalog.window.rootViewController = nil
    }
    #expect(presenter == nil)
    assertEqual(checkpoint.survivors(), [])
  }
}
