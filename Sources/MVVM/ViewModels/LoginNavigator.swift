// ViewModel (MVVM): where the sign-in screen can send the user, as its view model asks.
// Owns: nothing; Composition's `AppNavigator` implements it. Must not know: any view, control
// or navigation stack (no UI module here).
import Domain

/// Navigation the sign-in view model asks for.
public protocol LoginNavigator: AnyObject {
  /// Replaces everything with the catalog, signed in as `session`.
  func showCatalog(for session: Session)
}
