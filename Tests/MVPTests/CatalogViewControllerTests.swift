/// The catalog view controller against a fake presenter: it lays out the spec's widgets,
/// forwards each user event to its presenter as it comes, and, as the table's data source,
/// shows the rows and summary it is told.
import Assertions
import Domain
import Foundation
import HeadlessUI
import Testing

@testable import MVP

/// A catalog screen over a fake presenter, shown in a window.
private struct CatalogScreen {
  let presenter = FakePresenter()
  let screen: CatalogViewController
  let window = UIWindow()

  init() {
    screen = CatalogViewController(presenter: presenter)
    window.rootViewController = screen
    window.makeKeyAndVisible()
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

  /// Row `row`'s title and detail, from the cell the table shows.
  func row(_ row: Int) throws -> (String?, String?) {
    root.layoutIfNeeded()
    let cell = try #require(try table().cellForRow(at: IndexPath(row: row, section: 0)))
    return (cell.textLabel?.text, cell.detailTextLabel?.text)
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

  @Test func theCatalogViewShowsWhatItIsTold() throws {
    let catalog = CatalogScreen()
    catalog.screen.showRows([
      ProductRow(title: "Desk", detail: "$12.50"), ProductRow(title: "Lamp", detail: "$3.00"),
    ])
    catalog.screen.setSummary("2 of 9 products")
    try assertEqual(catalog.table().numberOfRows(inSection: 0), 2)
    try assertEqual(catalog.row(0), ("Desk", "$12.50"))
    try assertEqual(catalog.row(1), ("Lamp", "$3.00"))
    try assertEqual(catalog.summary(), "2 of 9 products")
    catalog.screen.showRows([ProductRow(title: "Mop", detail: "$1.00")])
    try assertEqual(catalog.table().numberOfRows(inSection: 0), 1)
    try assertEqual(catalog.row(0), ("Mop", "$1.00"))

    catalog.screen.showAlert(
      AlertText(
        title: "Cannot load products", message: "The catalog could not be read.", button: "OK"))
    let alert = try #require(catalog.screen.presentedViewController as? UIAlertController)
    assertEqual(alert.title, "Cannot load products")
    assertEqual(alert.message, "The catalog could not be read.")
    assertEqual(alert.actions.map(\.title), ["OK"])
  }

  @Test func theCatalogViewForwardsEveryEventAsItComes() throws {
    let catalog = CatalogScreen()
    catalog.screen.showRows([
      ProductRow(title: "Desk", detail: "$12.50"), ProductRow(title: "Lamp", detail: "$3.00"),
    ])
    try catalog.root.element(ElementID.Catalog.search, as: UITextField.self).type("mo")
    let sort = try catalog.sort()
    sort.selectedSegmentIndex = 2
    sort.sendActions(for: .valueChanged)
    try catalog.table().simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    try catalog.root.element(ElementID.Catalog.add, as: UIButton.self).tap()
    try catalog.root.element(ElementID.Catalog.signOut, as: UIButton.self).tap()
    assertEqual(
      catalog.presenter.events,
      [
        "viewWillAppear", "searchTextChanged(m)", "searchTextChanged(mo)",
        "sortChanged(priceDescending)", "productTapped(at: 1)", "addButtonTapped",
        "signOutButtonTapped",
      ])
    #expect(try catalog.table().indexPathForSelectedRow == nil)
    #expect(try catalog.summary() == nil)
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
