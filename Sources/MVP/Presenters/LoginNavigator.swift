// Presenter (MVP): where the sign-in screen can send the user, as its presenter asks it.
// Owns: nothing. Must not know: the navigation stack; `AppNavigator` (Composition) does it.
import Domain

/// Navigation the sign-in presenter asks for.
public protocol LoginNavigator: AnyObject {
  /// Replaces the sign-in screen with the catalog, for the signed-in user.
  func showCatalog(for session: Session)
}
