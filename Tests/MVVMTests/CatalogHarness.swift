// The catalog view model under test: built on a `TestScheduler`, with one recorded observer
// per output and a navigator spy, subscribed at tick 0, the screen appearing at tick 0. Used
// by CatalogViewModelTests only.
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling
import Testing

/// A catalog view model on a `TestScheduler` (one tick = 1 ms), every output recorded from 0.
@MainActor
final class CatalogHarness {
  let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
  let store: CountingCatalogStore
  private let base: CatalogStore
  let navigator: NavigatorSpy
  var viewModel: CatalogViewModel?
  var bag: DisposeBag? = DisposeBag()
  let rows: TestableObserver<[ProductRow]>
  let titles: TestableObserver<[String]>
  let summary: TestableObserver<String>
  let alert: TestableObserver<AlertText>

  /// A screen over `store` (the spec's default catalog unless given) that appears at tick 0.
  init(store: CatalogStore = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)) {
    base = store
    self.store = CountingCatalogStore(base: store)
    navigator = NavigatorSpy(scheduler: scheduler)
    let viewModel = CatalogViewModel(catalogStore: self.store, scheduler: scheduler)
    self.viewModel = viewModel
    rows = scheduler.createObserver([ProductRow].self)
    titles = scheduler.createObserver([String].self)
    summary = scheduler.createObserver(String.self)
    alert = scheduler.createObserver(AlertText.self)
    let outputs = viewModel.outputs
    bag?.insert(
      outputs.rows.drive(rows), outputs.rows.map { $0.map(\.title) }.drive(titles),
      outputs.summary.drive(summary), outputs.alert.emit(to: alert),
      outputs.showProduct.emit(onNext: navigator.showProduct(_:)),
      outputs.showLogin.emit(onNext: navigator.showLogin))
    viewModel.inputs.viewWillAppear()
  }

  /// What the view model asked the navigator for.
  var navigation: [Recorded<Event<Navigation>>] { navigator.requests.events }

  /// The stored product named `name` (read without counting).
  func product(_ name: String) throws -> Product {
    try #require(try base.allProducts().first { $0.name == name })
  }

  /// Types each search text at its tick.
  func search(_ edits: (time: TestTime, text: String)...) {
    for edit in edits { at(edit.time) { $0.searchTextChanged(edit.text) } }
  }

  /// Schedules `action` on the view model's inputs at `time`.
  func at(_ time: TestTime, _ action: @escaping (CatalogViewModelInputs) -> Void) {
    scheduler.scheduleAt(time) { [weak self] in
      if let inputs = self?.viewModel?.inputs { action(inputs) }
    }
  }
}
