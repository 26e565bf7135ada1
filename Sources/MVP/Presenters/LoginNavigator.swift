/// Presenter role (MVP): where the sign-in screen can send the user, as a presenter asks it.
///
/// Implemented in Composition/, which knows the navigation stack; the presenter only knows
/// this protocol. No UI module here.
import Domain

/// Navigation the sign-in presenter asks for.
public protocol LoginNavigator: AnyObject {
  /// Replaces the sign-in screen with the catalog, for the signed-in user.
  func showCatalog(for session: Session)
}
