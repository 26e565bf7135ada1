// The catalog view model over a store that cannot be read (app spec, Catalog rule 8).
import Domain
import Expectations
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
    expectEqual(viewModel.summary, "Catalog unavailable")
    expectEqual(
      viewModel.alert,
      AlertText(
        title: "Cannot load products", message: "The catalog could not be read.", button: "OK"))
    viewModel.alert = nil
    viewModel.searchTextChanged("mo")
    scheduler.advance(by: CatalogQuery.searchDelay)
    viewModel.sortChanged(.priceDescending)
    expectEqual(viewModel.summary, "Catalog unavailable")
    viewModel.viewWillAppear()
    #expect(viewModel.alert != nil)
  }

  @Test func searchAndSortActOnTheEmptyListAndTheSummaryStaysUnavailable() {
    let viewModel = shownViewModel()
    viewModel.alert = nil
    viewModel.searchTextChanged("mouse")
    scheduler.advance(by: CatalogQuery.searchDelay)
    viewModel.sortChanged(.priceDescending)
    expectEqual(viewModel.rows, [])
    expectEqual(viewModel.summary, "Catalog unavailable")
    #expect(viewModel.alert == nil)
  }

  @Test func anUnreadableCatalogIsReadAgainOnEachAppearance() {
    let viewModel = shownViewModel()
    viewModel.alert = nil
    viewModel.viewWillAppear()
    expectEqual(viewModel.alert?.title, "Cannot load products")
    viewModel.alert = nil
    store.faults.failsReads = false
    viewModel.viewWillAppear()
    #expect(viewModel.alert == nil)
    expectEqual(viewModel.rows.count, 7)
    expectEqual(viewModel.summary, "7 products")
  }
}
