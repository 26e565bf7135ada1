// ViewModel (MVVM with Observation): the navigation seams the view models call. The
// composition implements them (its navigator holds the session and the stack's path).
// Owns: the moves, as protocols. Must not know: how a move is shown.
import Domain

/// Where the sign-in screen goes.
@MainActor
public protocol LoginNavigator: AnyObject {
  /// The user signed in: the catalog replaces the sign-in screen (Login 6).
  func showCatalog(for session: Session)
}

/// Where the catalog screen goes.
@MainActor
public protocol CatalogNavigator: AnyObject {
  /// Opens the product screen, to edit or to add (Catalog 5).
  func showProduct(_ mode: ProductMode)
  /// A fresh sign-in screen replaces everything (Catalog 6).
  func showLogin()
}

/// Where the product screen goes.
@MainActor
public protocol ProductNavigator: AnyObject {
  /// Back to the catalog (Product 4-6).
  func closeProduct()
}
