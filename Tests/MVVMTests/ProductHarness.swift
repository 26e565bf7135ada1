// The product view model under test: built on a `TestScheduler`, with one recorded observer
// per output and a navigator spy, subscribed at tick 0. Used by ProductViewModelTests only.
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
  let navigator: NavigatorSpy
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
  let deleteConfirmation: TestableObserver<AlertText>
  let alert: TestableObserver<AlertText>

  /// A form adding a product, or editing the default catalog's product named `name`; the
  /// catalog cannot be written when `writable` is false.
  init(editing name: String? = nil, writable: Bool = true) {
    let seeded = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
    let store: CatalogStore =
      writable ? seeded : FaultyCatalogStore(base: seeded, faults: .init(failsWrites: true))
    self.store = store
    navigator = NavigatorSpy(scheduler: scheduler)
    let product = name.flatMap { name in try? store.allProducts().first { $0.name == name } }
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
    deleteConfirmation = scheduler.createObserver(AlertText.self)
    alert = scheduler.createObserver(AlertText.self)
    let outputs = viewModel.outputs
    bag?.insert(
      outputs.title.drive(title), outputs.nameText.drive(nameText),
      outputs.priceText.drive(priceText), outputs.nameError.drive(nameError),
      outputs.isNameErrorHidden.drive(isNameErrorHidden), outputs.priceError.drive(priceError),
      outputs.isPriceErrorHidden.drive(isPriceErrorHidden),
      outputs.isSaveEnabled.drive(isSaveEnabled), outputs.isDeleteHidden.drive(isDeleteHidden),
      outputs.deleteConfirmation.emit(to: deleteConfirmation), outputs.alert.emit(to: alert),
      outputs.closeProduct.emit(onNext: navigator.closeProduct))
    viewModel.inputs.viewDidLoad()  // as the view does, once bound
  }

  /// What the view model asked the navigator for.
  var navigation: [Recorded<Event<Navigation>>] { navigator.requests.events }

  /// Schedules `action` on the view model's inputs at `time`.
  func at(_ time: TestTime, _ action: @escaping (ProductViewModelInputs) -> Void) {
    scheduler.scheduleAt(time) { [weak self] in
      if let inputs = self?.viewModel?.inputs { action(inputs) }
    }
  }

  /// The store's products as "name cents", in order.
  var catalog: [String] {
    (try? store.allProducts().map { "\($0.name) \($0.price.cents)" }) ?? []
  }
}
