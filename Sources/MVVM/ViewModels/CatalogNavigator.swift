// ViewModel (MVVM): where the catalog screen can send the user, as its view model asks.
// Owns: nothing; Composition's `AppNavigator` implements it. Must not know: any view, control
// or navigation stack (no UI module here).
import Domain

/// Navigation the catalog view model asks for.
public protocol CatalogNavigator: AnyObject {
  /// Pushes the product screen, to add a product or to edit one.
  func showProduct(_ mode: ProductMode)
  /// Replaces everything with a fresh sign-in screen.
  func showLogin()
}
