// The catalog view model over a store that cannot be read (app spec, Catalog rule 8).
import Assertions
import Domain
import MVVMSwiftUI
import Scheduling
import Testing

@MainActor
struct CatalogViewModelStoreReadsTests {
  let scheduler = VirtualScheduler()
  let store = FaultyCatalogStore(base: defaultCatalog(), faults: .init(failsReads: true))

  /// A view model over the unreadable store, on screen.
  func shownViewModel() -> CatalogViewModel {
    let viewModel = CatalogViewModel(
      catalogStore: store, scheduler: scheduler, navigator: SpyNavigator())
    viewModel.viewWillAppear()
    return viewModel
  }

  @Test func anUnreadableCatalogShowsAnEmptyListAndAnAlert() {
    let viewModel = shownViewModel()
    #expect(viewModel.rows.isEmpty)
    assertEqual(viewModel.summary, "Catalog unavailable")
    assertEqual(
      viewModel.alert,
      AlertText(
        title: "Cannot load products", message: "The catalog could not be read.", button: "OK"))
    viewModel.alert = nil
    viewModel.searchTextChanged("mo")
    scheduler.advance(by: CatalogQuery.searchDelay)
    viewModel.sortChanged(.priceDescending)
    assertEqual(viewModel.summary, "Catalog unavailable")
    viewModel.viewWillAppear()
    #expect(viewModel.alert != nil)
  }

  @Test func searchAndSortActOnTheEmptyListAndTheSummaryStaysUnavailable() {
    let viewModel = shownViewModel()
    viewModel.alert = nil
    viewModel.searchTextChanged("mouse")
    scheduler.advance(by: CatalogQuery.searchDelay)
    viewModel.sortChanged(.priceDescending)
    assertEqual(viewModel.rows, [])
    assertEqual(viewModel.summary, "Catalog unavailable")
    #expect(viewModel.alert == nil)
  }

  @Test func anUnreadableCatalogIsReadAgainOnEachAppearance() {
    let viewModel = shownViewModel()
    viewModel.alert = nil
    viewModel.viewWillAppear()
    assertEqual(viewModel.alert?.title, "Cannot load products")
    viewModel.alert = nil
    store.faults.failsReads = false
    viewModel.viewWillAppear()
    #expect(viewModel.alert == nil)
    assertEqual(viewModel.rows.count, 7)
    assertEqual(viewModel.summary, "7 products")
  }
}
