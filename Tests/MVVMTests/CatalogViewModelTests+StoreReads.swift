// The catalog view model and its store's reads: once per appearance, and an unreadable
// catalog (app spec, Catalog rules 7 and 8).
import Assertions
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling
import Testing

private let unreadable = AlertText(
  title: "Cannot load products", message: "The catalog could not be read.", button: "OK")

@MainActor
extension CatalogViewModelTests {
  @Test func eachAppearanceReadsTheCatalogOnce() {
    let screen = CatalogHarness()
    screen.at(100) { $0.searchTextChanged("key") }
    screen.at(500) { $0.sortChanged(.priceDescending) }
    screen.scheduler.advanceTo(600)
    assertEqual(screen.store.readCount, 1)
    screen.at(700) { $0.viewWillAppear() }
    screen.at(800) { $0.viewWillAppear() }
    screen.scheduler.start()
    assertEqual(screen.store.readCount, 3)
    assertEqual(screen.rows.events.count, 2)  // unchanged reads show nothing new
  }

  @Test func anUnreadableCatalogShowsAnEmptyListAndAnAlert() {
    let faulty = FaultyCatalogStore(
      base: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
      faults: .init(failsReads: true))
    let screen = CatalogHarness(store: faulty)
    screen.at(100) { $0.searchTextChanged("mouse") }
    screen.at(400) { $0.sortChanged(.priceDescending) }
    screen.scheduler.start()
    assertEqual(screen.alert.events, [.next(0, unreadable)])
    assertEqual(screen.rows.events, [.next(0, [])])
    assertEqual(screen.summary.events, [.next(0, "Catalog unavailable")])
    #expect(screen.navigation.isEmpty)
  }

  @Test func searchAndSortActOnTheEmptyListAndTheSummaryStaysUnavailable() {
    let faulty = FaultyCatalogStore(
      base: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
      faults: .init(failsReads: true))
    let screen = CatalogHarness(store: faulty)
    screen.search((100, "mouse"), (400, ""))
    screen.at(700) { $0.sortChanged(.priceAscending) }
    screen.scheduler.start()
    assertEqual(screen.rows.events, [.next(0, [])])
    assertEqual(screen.summary.events, [.next(0, "Catalog unavailable")])
    assertEqual(screen.alert.events, [.next(0, unreadable)])
  }

  @Test func anUnreadableCatalogIsReadAgainOnEachAppearance() {
    let faulty = FaultyCatalogStore(
      base: InMemoryCatalogStore(), faults: .init(failsReads: true))
    let screen = CatalogHarness(store: faulty)
    screen.at(100) { $0.viewWillAppear() }
    screen.scheduler.advanceTo(150)
    faulty.faults = .init()
    screen.at(200) { $0.viewWillAppear() }
    screen.scheduler.start()
    assertEqual(screen.alert.events, [.next(0, unreadable), .next(100, unreadable)])
    assertEqual(
      screen.summary.events, [.next(0, "Catalog unavailable"), .next(200, "No products yet")])
    assertEqual(screen.store.readCount, 3)
  }
}
