/// A presenter that decides nothing: it records the events a view controller forwards, so each
/// view controller can be tested alone, as the classic MVP tutorials test a view. One class
/// serves the three screens.
import Domain
import MVP

final class FakePresenter: LoginPresenting, CatalogPresenting, ProductPresenting {
  /// Every event, in order, as "event" or "event(argument)".
  var events: [String] = []

  func viewDidLoad() { events.append("viewDidLoad") }
  func viewWillAppear() { events.append("viewWillAppear") }

  func emailChanged(_ email: String) { events.append("emailChanged(\(email))") }
  func emailReturnPressed() { events.append("emailReturnPressed") }
  func passwordChanged(_ password: String) { events.append("passwordChanged(\(password))") }
  func passwordReturnPressed() { events.append("passwordReturnPressed") }
  func loginButtonTapped() { events.append("loginButtonTapped") }

  func searchTextChanged(_ text: String) { events.append("searchTextChanged(\(text))") }
  func sortChanged(_ sort: ProductSort) { events.append("sortChanged(\(sort))") }
  func productTapped(at index: Int) { events.append("productTapped(at: \(index))") }
  func addButtonTapped() { events.append("addButtonTapped") }
  func signOutButtonTapped() { events.append("signOutButtonTapped") }

  func nameChanged(_ name: String) { events.append("nameChanged(\(name))") }
  func priceChanged(_ price: String) { events.append("priceChanged(\(price))") }
  func saveButtonTapped() { events.append("saveButtonTapped") }
  func cancelButtonTapped() { events.append("cancelButtonTapped") }
  func deleteButtonTapped() { events.append("deleteButtonTapped") }
  func deleteConfirmed() { events.append("deleteConfirmed") }
}
