// The product view model under test: built on a `TestScheduler`, with one recorded observer
// per output, subscribed at tick 0. Used by ProductViewModelTests only.
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling

/// A product view model on a `TestScheduler`, every output recorded from 0.
@MainActor
final class ProductHarness {
  let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
  let store: CatalogStore
  var viewModel: ProductViewModel?
  var bag: DisposeBag? = DisposeBag()
  let title: TestableObserver<String>
  let nameText: TestableObserver<String>
  let priceText: TestableObserver<String>
  let nameError: TestableObserver<String?>
  let isNameErrorHidden: TestableObserver<Bool>
  let priceError: TestableObserver<String?>
  let isPriceErrorHidden: TestableObserver<Bool>
  let isSaveEnabled: TestableObserver<Bool>
  let isDeleteHidden: TestableObserver<Bool>
  let confirmDelete: TestableObserver<AlertText>
  let alert: TestableObserver<AlertText>
  let route: TestableObserver<ProductRoute>

  /// A form for `mode`; `editing` names the default catalog's product to edit.
  init(editing name: String? = nil, store: CatalogStore? = nil) {
    let store = store ?? InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
    self.store = store
    let product = name.flatMap { name in try! store.allProducts().first { $0.name == name } }
    let viewModel = ProductViewModel(
      mode: product.map(ProductMode.edit) ?? .add, catalogStore: store)
    self.viewModel = viewModel
    title = scheduler.createObserver(String.self)
    nameText = scheduler.createObserver(String.self)
    priceText = scheduler.createObserver(String.self)
    nameError = scheduler.createObserver(String?.self)
    isNameErrorHidden = scheduler.createObserver(Bool.self)
    priceError = scheduler.createObserver(String?.self)
    isPriceErrorHidden = scheduler.createObserver(Bool.self)
    isSaveEnabled = scheduler.createObserver(Bool.self)
    isDeleteHidden = scheduler.createObserver(Bool.self)
    confirmDelete = scheduler.createObserver(AlertText.self)
    alert = scheduler.createObserver(AlertText.self)
    route = scheduler.createObserver(ProductRoute.self)
    let outputs = viewModel.outputs
    bag?.insert(
      outputs.title.drive(title), outputs.nameText.drive(nameText),
      outputs.priceText.drive(priceText), outputs.nameError.drive(nameError),
      outputs.isNameErrorHidden.drive(isNameErrorHidden), outputs.priceError.drive(priceError),
      outputs.isPriceErrorHidden.drive(isPriceErrorHidden),
      outputs.isSaveEnabled.drive(isSaveEnabled), outputs.isDeleteHidden.drive(isDeleteHidden),
      outputs.confirmDelete.emit(to: confirmDelete), outputs.alert.emit(to: alert),
      outputs.route.emit(to: route))
  }

  /// Schedules `action` on the view model's inputs at `time`.
  func at(_ time: TestTime, _ action: @escaping (ProductViewModelInputs) -> Void) {
    scheduler.scheduleAt(time) { [weak self] in
      if let inputs = self?.viewModel?.inputs { action(inputs) }
    }
  }

  /// The store's products as (name, cents) pairs, in order.
  var catalog: [String] {
    try! store.allProducts().map { "\($0.name) \($0.price.cents)" }
  }
}
