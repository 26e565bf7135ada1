// View models that decide nothing, for the views' own tests: each records every input as it
// comes ("event" or "event(argument)") and shows only what a test puts into its outputs'
// relays, so a view controller is tested alone, as a passive view is against a fake
// presenter.
import Domain
import MVVM
import Reactive

/// The sign-in screen's view model, played by hand.
final class FakeLoginViewModel: LoginViewModelType, LoginViewModelInputs, LoginViewModelOutputs {
  var inputs: LoginViewModelInputs { self }
  var outputs: LoginViewModelOutputs { self }
  /// Every input, in order.
  var events: [String] = []

  let submitEnabled = BehaviorRelay(value: false)
  let submitTitleText = BehaviorRelay(value: "Sign in")
  let activity = BehaviorRelay(value: false)
  let focus = PublishRelay<Void>()
  let clear = PublishRelay<Void>()
  let alerts = PublishRelay<AlertText>()
  let catalog = PublishRelay<Session>()

  var isSubmitEnabled: Driver<Bool> { submitEnabled.asDriver() }
  var submitTitle: Driver<String> { submitTitleText.asDriver() }
  var isActivityAnimating: Driver<Bool> { activity.asDriver() }
  var focusPassword: Signal<Void> { focus.asSignal() }
  var clearPassword: Signal<Void> { clear.asSignal() }
  var alert: Signal<AlertText> { alerts.asSignal() }
  var showCatalog: Signal<Session> { catalog.asSignal() }

  func emailChanged(_ email: String) { events.append("emailChanged(\(email))") }
  func passwordChanged(_ password: String) { events.append("passwordChanged(\(password))") }
  func emailReturnPressed() { events.append("emailReturnPressed") }
  func passwordReturnPressed() { events.append("passwordReturnPressed") }
  func loginButtonTapped() { events.append("loginButtonTapped") }
}

/// The catalog screen's view model, played by hand.
final class FakeCatalogViewModel: CatalogViewModelType, CatalogViewModelInputs,
  CatalogViewModelOutputs
{
  var inputs: CatalogViewModelInputs { self }
  var outputs: CatalogViewModelOutputs { self }
  /// Every input, in order.
  var events: [String] = []

  let shownRows = BehaviorRelay<[ProductRow]>(value: [])
  let summaryText = BehaviorRelay(value: "")
  let alerts = PublishRelay<AlertText>()
  let product = PublishRelay<ProductMode>()
  let login = PublishRelay<Void>()

  var rows: Driver<[ProductRow]> { shownRows.asDriver() }
  var summary: Driver<String> { summaryText.asDriver() }
  var alert: Signal<AlertText> { alerts.asSignal() }
  var showProduct: Signal<ProductMode> { product.asSignal() }
  var showLogin: Signal<Void> { login.asSignal() }

  func searchTextChanged(_ text: String) { events.append("searchTextChanged(\(text))") }
  func sortChanged(_ sort: ProductSort) { events.append("sortChanged(\(sort))") }
  func productTapped(_ row: ProductRow) { events.append("productTapped(\(row.title))") }
  func addButtonTapped() { events.append("addButtonTapped") }
  func signOutButtonTapped() { events.append("signOutButtonTapped") }
  func viewWillAppear() { events.append("viewWillAppear") }
}

/// The product screen's view model, played by hand.
final class FakeProductViewModel: ProductViewModelType, ProductViewModelInputs,
  ProductViewModelOutputs
{
  var inputs: ProductViewModelInputs { self }
  var outputs: ProductViewModelOutputs { self }
  /// Every input, in order.
  var events: [String] = []

  let titleText = BehaviorRelay(value: "")
  let name = BehaviorRelay(value: "")
  let price = BehaviorRelay(value: "")
  let nameErrorText = BehaviorRelay<String?>(value: nil)
  let nameErrorHidden = BehaviorRelay(value: true)
  let priceErrorText = BehaviorRelay<String?>(value: nil)
  let priceErrorHidden = BehaviorRelay(value: true)
  let saveEnabled = BehaviorRelay(value: false)
  let deleteHidden = BehaviorRelay(value: false)
  let confirmations = PublishRelay<AlertText>()
  let alerts = PublishRelay<AlertText>()
  let close = PublishRelay<Void>()

  var title: Driver<String> { titleText.asDriver() }
  var nameText: Driver<String> { name.asDriver() }
  var priceText: Driver<String> { price.asDriver() }
  var nameError: Driver<String?> { nameErrorText.asDriver() }
  var isNameErrorHidden: Driver<Bool> { nameErrorHidden.asDriver() }
  var priceError: Driver<String?> { priceErrorText.asDriver() }
  var isPriceErrorHidden: Driver<Bool> { priceErrorHidden.asDriver() }
  var isSaveEnabled: Driver<Bool> { saveEnabled.asDriver() }
  var isDeleteHidden: Driver<Bool> { deleteHidden.asDriver() }
  var deleteConfirmation: Signal<AlertText> { confirmations.asSignal() }
  var alert: Signal<AlertText> { alerts.asSignal() }
  var closeProduct: Signal<Void> { close.asSignal() }

  func viewDidLoad() { events.append("viewDidLoad") }
  func nameChanged(_ name: String) { events.append("nameChanged(\(name))") }
  func priceChanged(_ price: String) { events.append("priceChanged(\(price))") }
  func saveButtonTapped() { events.append("saveButtonTapped") }
  func cancelButtonTapped() { events.append("cancelButtonTapped") }
  func deleteButtonTapped() { events.append("deleteButtonTapped") }
  func deleteConfirmed() { events.append("deleteConfirmed") }
}
