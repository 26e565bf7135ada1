/// The catalog view controller: it builds the spec's widgets, forwards each user event to its
/// presenter, and shows the rows and summary it is told through its data source.
import Domain
import Foundation
import HeadlessUI
import Scheduling
import Testing

@testable import MVP

/// A catalog screen with a real presenter over the default catalog, shown in a window.
private struct CatalogScreen {
  let scheduler = VirtualScheduler()
  let store = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
  let navigator = SpyNavigator()
  let screen: CatalogViewController
  let window = UIWindow()

  init() {
    let presenter = CatalogPresenter(
      catalogStore: store, scheduler: scheduler, navigator: navigator)
    screen = CatalogViewController(presenter: presenter)
    presenter.view = screen
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
  @Test func itBuildsTheSpecsWidgetsInTheirInitialState() throws {
    let catalog = CatalogScreen()
    #expect(catalog.root.accessibilityIdentifier == "catalog")
    #expect(try catalog.root.element(ElementID.Catalog.title, as: UILabel.self).text == "Products")
    #expect(
      try catalog.root.element(ElementID.Catalog.search, as: UITextField.self).placeholder
        == "Search")
    let sort = try catalog.sort()
    #expect(
      (0..<sort.numberOfSegments).map(sort.titleForSegment(at:)) == ["Name", "Price ↑", "Price ↓"])
    #expect(sort.selectedSegmentIndex == 0)
    #expect(
      try catalog.root.element(ElementID.Catalog.add, as: UIButton.self).currentTitle == "Add")
    #expect(
      try catalog.root.element(ElementID.Catalog.signOut, as: UIButton.self).currentTitle
        == "Sign out")
    #expect(try catalog.table().numberOfRows(inSection: 0) == 7)
    #expect(try catalog.summary() == "7 products")
  }

  @Test func itShowsTheRowsAndSummaryItIsTold() throws {
    let catalog = CatalogScreen()
    catalog.screen.showProducts([
      ProductRow(title: "Desk", detail: "$12.50"), ProductRow(title: "Lamp", detail: "$3.00"),
    ])
    catalog.screen.setSummary("2 of 9 products")
    #expect(try catalog.table().numberOfRows(inSection: 0) == 2)
    #expect(try catalog.row(1) == ("Lamp", "$3.00"))
    #expect(try catalog.summary() == "2 of 9 products")
  }

  @Test func itForwardsSearchEditsAndSortChanges() throws {
    let catalog = CatalogScreen()
    try catalog.root.element(ElementID.Catalog.search, as: UITextField.self).type("mo")
    catalog.scheduler.advance(by: .milliseconds(250))
    #expect(try catalog.row(0) == ("Monitor Stand", "$35.50"))
    #expect(try catalog.summary() == "2 of 7 products")
    let sort = try catalog.sort()
    sort.selectedSegmentIndex = 1
    sort.sendActions(for: .valueChanged)
    #expect(try catalog.row(0) == ("Mouse", "$5.00"))
  }

  @Test func itForwardsRowTapsAddAndSignOut() throws {
    let catalog = CatalogScreen()
    try catalog.table().simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    try catalog.root.element(ElementID.Catalog.add, as: UIButton.self).tap()
    try catalog.root.element(ElementID.Catalog.signOut, as: UIButton.self).tap()
    let keyboard = try #require(catalog.store.allProducts().first)
    #expect(catalog.navigator.moves == [.product(keyboard), .newProduct, .signOut])
  }

  @Test func itReloadsWhenItAppearsAgain() throws {
    let catalog = CatalogScreen()
    catalog.store.add(name: "Desk", price: Price(cents: 1250))
    catalog.screen.beginAppearanceTransition(false, animated: false)
    catalog.screen.endAppearanceTransition()
    catalog.screen.beginAppearanceTransition(true, animated: false)
    catalog.screen.endAppearanceTransition()
    #expect(try catalog.summary() == "8 products")
  }

  @Test func theScreenAndItsPresenterAreReleasedWithTheWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    let scheduler = VirtualScheduler()
    weak var presenter: CatalogPresenter?
    do {
      let catalog = CatalogPresenter(
        catalogStore: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
        scheduler: scheduler, navigator: SpyNavigator())
      let screen = CatalogViewController(presenter: catalog)
      catalog.view = screen
      let window = UIWindow()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      try screen.view.element(ElementID.Catalog.search, as: UITextField.self).type("mo")
      presenter = catalog
      window.rootViewController = nil
    }
    #expect(presenter == nil)
    #expect(scheduler.pendingCount == 0)
    #expect(checkpoint.survivors() == [])
  }
}
