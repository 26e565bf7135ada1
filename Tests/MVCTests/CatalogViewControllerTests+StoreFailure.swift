import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// The catalog screen when its store cannot be read (app spec, Catalog rule 8).
@MainActor
struct CatalogViewControllerStoreFailureTests {
  typealias ID = ElementID.Catalog

  let scheduler = VirtualScheduler()
  let store = FaultyCatalogStore(
    base: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
    faults: .init(failsReads: true))
  let screen: ScreenHarness

  init() {
    let environment = AppEnvironment(
      scheduler: scheduler, authService: InMemoryAuthService(scheduler: scheduler),
      catalogStore: store)
    screen = ScreenHarness(
      scheduler: scheduler, root: CatalogViewController(environment: environment))
  }

  @Test func anUnreadableCatalogShowsAnEmptyListAndAnAlert() throws {
    assertEqual(
      screen.alertText,
      AlertText(
        title: "Cannot load products", message: "The catalog could not be read.",
        buttons: ["OK"]))
    try screen.driver.tapAlertButton("OK")
    #expect(screen.alert == nil)
    try assertEqual(screen.rows(of: ID.list), [])
    try assertEqual(screen.label(ID.summary).text, "Catalog unavailable")
  }

  @Test func searchAndSortActOnTheEmptyListAndTheSummaryStaysUnavailable() throws {
    try screen.driver.tapAlertButton("OK")
    try screen.driver.type("mouse", into: ID.search)
    screen.wait(250)
    try screen.driver.select("Price ↓", in: ID.sort)
    try assertEqual(screen.rows(of: ID.list), [])
    try assertEqual(screen.label(ID.summary).text, "Catalog unavailable")
    #expect(screen.alert == nil)
  }

  @Test func anUnreadableCatalogIsReadAgainOnEachAppearance() throws {
    try screen.driver.tapAlertButton("OK")
    try screen.driver.tap(ID.add)
    try screen.driver.tap(ElementID.Product.cancel)
    assertEqual(screen.alertText?.title, "Cannot load products")
    try screen.driver.tapAlertButton("OK")
    store.faults.failsReads = false
    try screen.driver.tap(ID.add)
    try screen.driver.tap(ElementID.Product.cancel)
    #expect(screen.alert == nil)
    try assertEqual(screen.rows(of: ID.list).count, 7)
    try assertEqual(screen.label(ID.summary).text, "7 products")
  }
}
