// Router (VIPER): where the sign-in screen can send the user, as its presenter asks.
// Owns: nothing. Must not know: widgets (no UI module here), how screens are made.
import Domain

/// The moves the sign-in presenter asks for.
public protocol LoginRouting: AnyObject {
  /// Replaces the sign-in screen with the catalog, as the root, for the signed-in user.
  func showCatalog(for session: Session)
}
