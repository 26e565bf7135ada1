// Presenter (MVP): where the catalog screen can send the user, as its presenter asks it.
// Owns: nothing. Must not know: the navigation stack; `AppNavigator` (Composition) does it.
import Domain

/// Navigation the catalog presenter asks for.
public protocol CatalogNavigator: AnyObject {
  /// Pushes the product screen, to add a product or to edit one.
  func showProduct(_ mode: ProductMode)
  /// Replaces everything with a fresh sign-in screen.
  func showLogin()
}
