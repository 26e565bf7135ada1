// View (MVVM): where the sign-in screen can send the user. Its view controller binds the view
// model's navigation outputs to it, as Kickstarter's controllers act on their `goTo…` outputs.
// Owns: nothing; Composition's `AppNavigator` implements it. Must not know: any widget or
// navigation stack (no UI module here).
import Domain

/// Where the sign-in screen can go: bound to `LoginViewModelOutputs.showCatalog`.
public protocol LoginNavigator: AnyObject {
  /// Replaces everything with the catalog, signed in as `session`.
  func showCatalog(for session: Session)
}
