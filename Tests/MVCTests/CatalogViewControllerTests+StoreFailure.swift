import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// The catalog screen when its store cannot be read: it says so, as MVP and MVVM do.
@MainActor
struct CatalogViewControllerStoreFailureTests {
  @Test func anUnreadableStoreShowsTheErrorInsteadOfAnEmptyCatalog() throws {
    let store = UnreadableStore()
    let catalog = CatalogViewController(
      store: store, scheduler: VirtualScheduler(), makeLogin: { UIViewController() },
      makeProductScreen: { _ in UIViewController() })
    let screen = ScreenHarness(scheduler: VirtualScheduler(), root: catalog)
    defer { screen.tearDown() }
    #expect(
      screen.alertText
        == AlertText(
          title: "Error",
          message: "/tmp/catalog.json: the catalog file is corrupt (no format version); "
            + "it was left untouched.",
          buttons: ["OK"]))
  }
}
