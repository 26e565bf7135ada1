/// The spec's default catalog and the alerts the tests expect, spelled once.
import Assertions
import Domain
import TEA
import TEATesting
import Testing

/// The default catalog, as the in-memory store numbers it (ids 1-7, insertion order).
let catalog: [Product] = AppConfiguration.defaultCatalog.enumerated().map {
  Product(id: ProductID($0.offset + 1), name: $0.element.name, price: $0.element.price)
}

/// The default catalog's product named `name`.
func product(_ name: String) -> Product {
  catalog.first { $0.name == name }!
}

/// The default catalog in "Name" order.
let catalogByName = CatalogQuery().apply(to: catalog)

/// "Sign-in failed" with `message` and "OK".
func signInFailed(_ message: String) -> AlertText {
  AlertText(title: "Sign-in failed", message: message, button: "OK")
}

extension TestStore where State == LoginState, Action == LoginAction {
  /// Types a valid form: both changes asserted.
  func fillIn(email: String = "ada@example.com", password: String) {
    send(.emailChanged(email)) { $0.email = email }
    send(.passwordChanged(password)) {
      $0.password = password
    }
    assertEqual(state.canSubmit, true)
  }

  /// Taps submit on a valid form: in flight at once.
  func submit() {
    send(.loginButtonTapped) {
      $0.isSigningIn = true
    }
    assertEqual(state.canSubmit, false)
  }
}

extension TestStore where State == CatalogState, Action == CatalogAction {
  /// The screen appears and reads the default catalog.
  func appearWithTheDefaultCatalog() {
    send(.viewWillAppear)
    receive(.catalogLoaded(.success(catalog))) {
      $0.catalog = catalog
    }
    assertEqual(state.listing.products, catalogByName)
    assertEqual(state.summary, "7 products")
  }
}
