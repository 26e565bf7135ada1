/// The catalog view against a store that decides nothing: it lays out the spec's widgets,
/// sends every user event as an action as it comes (and each appearance), and renders exactly
/// the rows, summary and alert of the state it is given.
import Assertions
import Domain
import Foundation
import HeadlessUI
import Testing

@testable import TEA

/// A catalog screen over a recording store, shown in a window.
private struct CatalogScreen {
  let store = ScreenStore<CatalogState, CatalogAction>(CatalogState())
  let screen: CatalogViewController
  let window: UIWindow
  let driver: UIDriver

  init() {
    screen = CatalogViewController(store: store.scoped)
    (window, driver) = show(screen)
  }

  func element<T: UIView>(_ id: String, as _: T.Type = T.self) throws -> T {
    try #require(driver.element(id) as? T)
  }
  func table() throws -> UITableView { try element(ElementID.Catalog.list) }
  func summary() throws -> String? { try element(ElementID.Catalog.summary, as: UILabel.self).text }
}

private let desk = Product(id: ProductID(1), name: "Desk", price: Price(cents: 1250))
private let lamp = Product(id: ProductID(2), name: "Lamp", price: Price(cents: 300))

struct CatalogViewControllerTests {
  @Test func theCatalogScreenLaysOutTheSpecsWidgets() throws {
    let catalog = CatalogScreen()
    assertEqual(catalog.store.actions, [.viewWillAppear])
    assertEqual(catalog.driver.topScreenIdentifier, "catalog")
    try assertEqual(catalog.element(ElementID.Catalog.title, as: UILabel.self).text, "Products")
    try assertEqual(
      catalog.element(ElementID.Catalog.search, as: UITextField.self).placeholder, "Search")
    let sort: UISegmentedControl = try catalog.element(ElementID.Catalog.sort)
    assertEqual(
      (0..<sort.numberOfSegments).map(sort.titleForSegment(at:)), ["Name", "Price ↑", "Price ↓"])
    assertEqual(sort.selectedSegmentIndex, 0)
    try assertEqual(catalog.element(ElementID.Catalog.add, as: UIButton.self).currentTitle, "Add")
    try assertEqual(
      catalog.element(ElementID.Catalog.signOut, as: UIButton.self).currentTitle, "Sign out")
    try assertEqual(catalog.table().numberOfRows(inSection: 0), 0)
  }

  @Test func theCatalogViewForwardsEveryEventAsItComes() throws {
    let catalog = CatalogScreen()
    catalog.store.change { $0.catalog = [desk, lamp] }
    try catalog.driver.type("m", into: ElementID.Catalog.search)
    try catalog.driver.select("Price ↓", in: ElementID.Catalog.sort)
    try catalog.driver.tapRow(2, of: ElementID.Catalog.list)
    try catalog.driver.tap(ElementID.Catalog.add)
    try catalog.driver.tap(ElementID.Catalog.signOut)
    assertEqual(
      catalog.store.actions,
      [
        .viewWillAppear, .searchTextChanged("m"), .sortChanged(.priceDescending),
        .productTapped(at: 1), .addButtonTapped, .signOutButtonTapped,
      ])
    #expect(try catalog.table().indexPathForSelectedRow == nil)
  }

  @Test func theCatalogViewShowsWhatItIsTold() throws {
    let catalog = CatalogScreen()
    catalog.store.change {
      $0.catalog = [lamp, desk]
      $0.query.searchText = ""
    }
    try assertEqual(catalog.table().numberOfRows(inSection: 0), 2)
    try assertEqual(catalog.driver.rowTexts(1, of: ElementID.Catalog.list), ("Desk", "$12.50"))
    try assertEqual(catalog.driver.rowTexts(2, of: ElementID.Catalog.list), ("Lamp", "$3.00"))
    try assertEqual(catalog.summary(), "2 products")
    catalog.store.change {
      $0.searchText = "la"
      $0.query.searchText = "la"
      $0.query.sort = .priceAscending
    }
    try assertEqual(catalog.element(ElementID.Catalog.search, as: UITextField.self).text, "la")
    try assertEqual(
      catalog.element(ElementID.Catalog.sort, as: UISegmentedControl.self).selectedSegmentIndex, 1)
    try assertEqual(catalog.table().numberOfRows(inSection: 0), 1)
    try assertEqual(catalog.driver.rowTexts(1, of: ElementID.Catalog.list), ("Lamp", "$3.00"))
    try assertEqual(catalog.summary(), "1 of 2 products")

    catalog.store.change {
      $0.alert = AlertText(
        title: "Cannot load products", message: "The catalog could not be read.", button: "OK")
    }
    assertEqual(catalog.driver.presentedAlert?.title, "Cannot load products")
    assertEqual(catalog.driver.presentedAlert?.message, "The catalog could not be read.")
    assertEqual(catalog.driver.presentedAlert?.actions.map(\.title), ["OK"])
    try catalog.driver.tapAlertButton("OK")
    assertEqual(catalog.store.actions.last, .alertDismissed)
  }

  @Test func theCatalogViewReportsEachAppearance() throws {
    let catalog = CatalogScreen()
    catalog.screen.beginAppearanceTransition(false, animated: false)
    catalog.screen.endAppearanceTransition()
    catalog.screen.beginAppearanceTransition(true, animated: false)
    catalog.screen.endAppearanceTransition()
    assertEqual(catalog.store.actions, [.viewWillAppear, .viewWillAppear])
  }

  @Test func theScreenIsReleasedWithItsWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    weak var screen: CatalogViewController?
    do {
      let catalog = CatalogScreen()
      screen = catalog.screen
      catalog.store.change { $0.catalog = [desk] }
      catalog.window.rootViewController = nil
    }
    #expect(screen == nil)
    assertEqual(checkpoint.survivors(), [])
  }
}
