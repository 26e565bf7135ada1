// View (MVVM): where the catalog screen can send the user. Its view controller binds the view
// model's navigation outputs to it, as Kickstarter's controllers act on their `goTo…` outputs.
// Owns: nothing; Composition's `AppNavigator` implements it. Must not know: any widget or
// navigation stack (no UI module here).
import Domain

/// Where the catalog screen can go: bound to `CatalogViewModelOutputs.showProduct` and
/// `showLogin`.
public protocol CatalogNavigator: AnyObject {
  /// Pushes the product screen, to add a product or to edit one.
  func showProduct(_ mode: ProductMode)
  /// Replaces everything with a fresh sign-in screen.
  func showLogin()
}
