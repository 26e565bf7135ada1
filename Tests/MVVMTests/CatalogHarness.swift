// The catalog view model under test: built on a `TestScheduler`, with one recorded observer
// per output, subscribed at tick 0. Used by CatalogViewModelTests only.
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling

/// A catalog view model on a `TestScheduler` (one tick = 1 ms), every output recorded from 0.
@MainActor
final class CatalogHarness {
  let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
  let store: CatalogStore
  var viewModel: CatalogViewModel?
  var bag: DisposeBag? = DisposeBag()
  let rows: TestableObserver<[CatalogRow]>
  let titles: TestableObserver<[String]>
  let summary: TestableObserver<String>
  let alert: TestableObserver<AlertText>
  let route: TestableObserver<CatalogRoute>

  init(store: CatalogStore = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)) {
    self.store = store
    let viewModel = CatalogViewModel(catalogStore: store, scheduler: scheduler)
    self.viewModel = viewModel
    rows = scheduler.createObserver([CatalogRow].self)
    titles = scheduler.createObserver([String].self)
    summary = scheduler.createObserver(String.self)
    alert = scheduler.createObserver(AlertText.self)
    route = scheduler.createObserver(CatalogRoute.self)
    let outputs = viewModel.outputs
    bag?.insert(
      outputs.rows.drive(rows), outputs.rows.map { $0.map(\.title) }.drive(titles),
      outputs.summary.drive(summary), outputs.alert.emit(to: alert), outputs.route.emit(to: route))
  }

  /// Schedules `action` on the view model's inputs at `time`.
  func at(_ time: TestTime, _ action: @escaping (CatalogViewModelInputs) -> Void) {
    scheduler.scheduleAt(time) { [weak self] in
      if let inputs = self?.viewModel?.inputs { action(inputs) }
    }
  }
}
