// ViewModel (MVVM): where the catalog screen can send the user, as its view model asks.
// Owns: nothing; Composition's `AppNavigator` implements it. Must not know: any view, control
// or navigation stack (no UI module here).
import Domain

/// Navigation the catalog view model asks for.
public protocol CatalogNavigator: AnyObject {
  /// Opens the product screen in edit mode for `product`.
  func showProduct(_ product: Product)
  /// Opens the product screen in add mode.
  func showNewProduct()
  /// Replaces everything with a fresh sign-in screen.
  func signOut()
}
