// State (TEA): what happened anywhere in the app, addressed to the screen it happened on.
// Owns: the app's vocabulary. Must not know: widgets, the clock, the services.

/// An action of one of the app's screens.
public enum AppAction: Equatable, Sendable {
  /// On the sign-in screen.
  case login(LoginAction)
  /// On the catalog screen.
  case catalog(CatalogAction)
  /// On the product screen (the top one).
  case product(ProductAction)
}
