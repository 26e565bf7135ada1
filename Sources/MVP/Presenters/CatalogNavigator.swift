/// Presenter role (MVP): where the catalog screen can send the user, as a presenter asks it.
///
/// Implemented in Composition/, which knows the navigation stack; the presenter only knows
/// this protocol. No UI module here.
import Domain

/// Navigation the catalog presenter asks for.
public protocol CatalogNavigator: AnyObject {
  /// Opens the product form in edit mode for `product`.
  func showProduct(_ product: Product)
  /// Opens the product form in add mode.
  func showNewProduct()
  /// Replaces everything with a fresh sign-in screen.
  func signOut()
}
