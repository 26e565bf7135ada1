/// Reaching into the navigation stack's screen states, so app-level steps read like screen ones.
import TEA

extension AppState {
  /// The sign-in screen's state (the test fails if there is none).
  var login: LoginState {
    get { path.compactMap(\.login).first! }
    set { path[path.firstIndex { $0.login != nil }!] = .login(newValue) }
  }

  /// The catalog screen's state.
  var catalog: CatalogState {
    get { path.compactMap(\.catalog).first! }
    set { path[path.firstIndex { $0.catalog != nil }!] = .catalog(newValue) }
  }

  /// The product screen's state.
  var product: ProductState {
    get { path.compactMap(\.product).last! }
    set { path[path.lastIndex { $0.product != nil }!] = .product(newValue) }
  }
}
