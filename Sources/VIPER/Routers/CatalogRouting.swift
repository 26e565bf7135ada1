// Router (VIPER): where the catalog screen can send the user, as its presenter asks.
// Owns: nothing. Must not know: widgets (no UI module here), how screens are made.
import Domain

/// The moves the catalog presenter asks for.
public protocol CatalogRouting: AnyObject {
  /// Pushes the product screen, adding a product or editing one.
  func showProduct(_ mode: ProductMode)
  /// Replaces everything with a fresh sign-in screen, as the root.
  func showLogin()
}
