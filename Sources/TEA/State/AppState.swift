// State (TEA): the whole app as one value: the navigation stack of screen states.
// Owns: which screens are on the stack, bottom first, and each one's state. Must not know:
// the UINavigationController (the composition follows this value), the clock, the services.
import Domain

/// One screen on the navigation stack, with its state.
public enum Screen: Equatable, Sendable {
  /// The sign-in screen.
  case login(LoginState)
  /// The catalog screen.
  case catalog(CatalogState)
  /// The product screen.
  case product(ProductState)

  /// The login state, when this is the sign-in screen.
  public var login: LoginState? {
    if case .login(let state) = self { state } else { nil }
  }

  /// The catalog state, when this is the catalog screen.
  public var catalog: CatalogState? {
    if case .catalog(let state) = self { state } else { nil }
  }

  /// The product state, when this is the product screen.
  public var product: ProductState? {
    if case .product(let state) = self { state } else { nil }
  }

  /// Which screen this is, whatever its state: "login", "catalog" or "product".
  public var kind: String {
    switch self {
    case .login: "login"
    case .catalog: "catalog"
    case .product: "product"
    }
  }
}

/// The app's state: the navigation stack is state (app spec, Login 6, Catalog 5-6, Product 4-6).
public struct AppState: Equatable, Sendable {
  /// The screens, bottom first; the last one shows.
  public var path: [Screen]

  /// The first stack: the catalog when someone is signed in, else a fresh sign-in screen.
  public init(session: Session?) {
    path = session == nil ? [.login(LoginState())] : [.catalog(CatalogState())]
  }

  /// A stack of these screens.
  public init(path: [Screen]) {
    self.path = path
  }
}
