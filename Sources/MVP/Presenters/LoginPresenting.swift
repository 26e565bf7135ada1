// Presenter (MVP): what the sign-in screen tells its presenter, and nothing else.
// Owns: the list of user events. Must not know: any widget; `LoginViewController` holds its
// presenter through this protocol, so a test can hand it a fake presenter.

/// The sign-in presenter, as its view sees it: one call per thing the user did, in the
/// order a user meets them.
public protocol LoginPresenting: AnyObject {
  /// Call once the screen is built.
  func viewDidLoad()
  /// Call on every edit of the email field, with the field's whole text.
  func emailChanged(_ email: String)
  /// Call on return in the email field.
  func emailReturnPressed()
  /// Call on every edit of the password field, with the field's whole text; the presenter
  /// shows it nowhere (Login rule 10).
  func passwordChanged(_ password: String)
  /// Call on return in the password field: the presenter submits a valid form or explains
  /// an invalid one.
  func passwordReturnPressed()
  /// Call when the sign-in button is tapped.
  func loginButtonTapped()
}
