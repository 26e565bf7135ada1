/// The three presenting protocols without a presenter: every event a view controller sends,
/// in order, as the user did it. It decides nothing and tells the view nothing.
import Domain
import VIPER

final class FakePresenter: LoginPresenting, CatalogPresenting, ProductPresenting {
  var events: [String] = []

  func viewDidLoad() { events.append("viewDidLoad") }
  func viewWillAppear() { events.append("viewWillAppear") }
  func emailChanged(_ email: String) { events.append("emailChanged(\(email))") }
  func passwordChanged(_ password: String) { events.append("passwordChanged(\(password.count))") }
  func emailReturnPressed() { events.append("emailReturnPressed") }
  func passwordReturnPressed() { events.append("passwordReturnPressed") }
  func loginButtonTapped() { events.append("loginButtonTapped") }
  func searchTextChanged(_ text: String) { events.append("searchTextChanged(\(text))") }
  func sortChanged(_ sort: ProductSort) { events.append("sortChanged(\(sort))") }
  func productTapped(at index: Int) { events.append("productTapped(\(index))") }
  func addButtonTapped() { events.append("addButtonTapped") }
  func signOutButtonTapped() { events.append("signOutButtonTapped") }
  func nameChanged(_ name: String) { events.append("nameChanged(\(name))") }
  func priceChanged(_ price: String) { events.append("priceChanged(\(price))") }
  func saveButtonTapped() { events.append("saveButtonTapped") }
  func cancelButtonTapped() { events.append("cancelButtonTapped") }
  func deleteButtonTapped() { events.append("deleteButtonTapped") }
  func deleteConfirmed() { events.append("deleteConfirmed") }
}
