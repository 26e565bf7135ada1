// Presenter (MVP): what the sign-in screen tells its presenter, and nothing else.
// Owns: the list of user events. Must not know: any widget; `LoginViewController` holds its
// presenter through this protocol, so a test can hand it a fake presenter.

/// The sign-in presenter, as its view sees it: one call per thing the user did.
public protocol LoginPresenting {
  /// Call once the screen is built.
  func viewDidLoad()
  /// Call on every edit of the email field.
  func emailChanged(_ email: String)
  /// Call on every edit of the password field.
  func passwordChanged(_ password: String)
  /// Call on return in the email field.
  func emailReturnPressed()
  /// Call on return in the password field.
  func passwordReturnPressed()
  /// Call when the sign-in button is tapped.
  func loginButtonTapped()
}
