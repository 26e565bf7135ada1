/// Presenters that decide nothing: they record the events their view controller forwards, so a
/// view controller can be tested alone, as the classic MVP tutorials test a view.
import Domain
import MVP

final class FakeLoginPresenter: LoginPresenting {
  var events: [String] = []

  func viewDidLoad() { events.append("viewDidLoad") }
  func emailChanged(_ email: String) { events.append("emailChanged(\(email))") }
  func passwordChanged(_ password: String) { events.append("passwordChanged(\(password))") }
  func emailReturnPressed() { events.append("emailReturnPressed") }
  func passwordReturnPressed() { events.append("passwordReturnPressed") }
  func loginButtonTapped() { events.append("loginButtonTapped") }
}

final class FakeCatalogPresenter: CatalogPresenting {
  var events: [String] = []

  func viewWillAppear() { events.append("viewWillAppear") }
  func searchTextChanged(_ text: String) { events.append("searchTextChanged(\(text))") }
  func sortChanged(_ sort: ProductSort) { events.append("sortChanged(\(sort))") }
  func productTapped(at index: Int) { events.append("productTapped(at: \(index))") }
  func addButtonTapped() { events.append("addButtonTapped") }
  func signOutButtonTapped() { events.append("signOutButtonTapped") }
}

final class FakeProductPresenter: ProductPresenting {
  var events: [String] = []

  func viewDidLoad() { events.append("viewDidLoad") }
  func nameChanged(_ name: String) { events.append("nameChanged(\(name))") }
  func priceChanged(_ price: String) { events.append("priceChanged(\(price))") }
  func saveButtonTapped() { events.append("saveButtonTapped") }
  func cancelButtonTapped() { events.append("cancelButtonTapped") }
  func deleteButtonTapped() { events.append("deleteButtonTapped") }
  func deleteConfirmed() { events.append("deleteConfirmed") }
}
