/// The three interacting protocols without Domain's services: each records the requests and
/// answers as the test says, so a presenter is tested alone.
import Domain
import VIPER

final class FakeLoginInteractor: LoginInteracting {
  /// What `formErrors` answers (an empty form is invalid).
  var errors: [LoginFormError] = [.invalidEmail]
  /// Every form `formErrors` was asked about.
  var checkedForms: [Credentials] = []
  var signIns: [Credentials] = []

  func formErrors(email: String, password: String) -> [LoginFormError] {
    checkedForms.append(Credentials(email: email, password: password))
    return errors
  }
  func signIn(email: String, password: String) {
    signIns.append(Credentials(email: email, password: password))
  }
}

final class FakeCatalogInteractor: CatalogInteracting {
  enum Request: Equatable {
    case load
    case search(String)
    case sort(ProductSort)
  }

  var requests: [Request] = []

  func loadCatalog() { requests.append(.load) }
  func search(for text: String) { requests.append(.search(text)) }
  func sort(by sort: ProductSort) { requests.append(.sort(sort)) }
}

final class FakeProductInteractor: ProductInteracting {
  /// What `check` answers.
  var verdict = ProductCheck(nameError: nil, priceError: nil)
  var checked: [ProductDraft] = []
  /// The product each check was for (`nil` when adding).
  var checkedIDs: [ProductID?] = []
  var saved: [ProductDraft] = []
  /// The mode each save was for.
  var savedModes: [ProductMode] = []
  var deleted: [Product] = []
  var deleteCount: Int { deleted.count }
  /// How many times the catalog was asked to be read.
  var loadCount = 0

  func loadCatalog() { loadCount += 1 }
  func check(_ draft: ProductDraft, editing id: ProductID?) -> ProductCheck {
    checked.append(draft)
    checkedIDs.append(id)
    return verdict
  }
  func save(_ draft: ProductDraft, for mode: ProductMode) {
    saved.append(draft)
    savedModes.append(mode)
  }
  func delete(_ product: Product) { deleted.append(product) }
}
