// Presenter (VIPER): the events the sign-in screen forwards, as its view controller sees them.
// Owns: nothing. Must not know: widgets (no UI module here).

/// What the sign-in view controller tells its presenter: what the user did, as it happened.
public protocol LoginPresenting: AnyObject {
  /// The screen is built.
  func viewDidLoad()
  /// The email field's text changed.
  func emailChanged(_ email: String)
  /// The password field's text changed.
  func passwordChanged(_ password: String)
  /// Return was pressed in the email field.
  func emailReturnPressed()
  /// Return was pressed in the password field.
  func passwordReturnPressed()
  /// The sign-in button was tapped.
  func loginButtonTapped()
}
