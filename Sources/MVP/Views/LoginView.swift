/// View role (MVP): what the sign-in screen can be told to show, and nothing else.
///
/// The view controller implements it with widgets; a presenter calls it. It imports no UI
/// module, so presenters (and their tests) see it without seeing a screen. Every member is a
/// plain instruction: the view decides nothing.
import Domain

/// The sign-in screen, as its presenter sees it.
public protocol LoginView: AnyObject {
  /// Enables or disables the sign-in button.
  func setSubmitEnabled(_ enabled: Bool)
  /// Sets the sign-in button's title ("Sign in" or "Signing in…").
  func setSubmitTitle(_ title: String)
  /// Shows (spinning) or hides the activity indicator.
  func setActivityVisible(_ visible: Bool)
  /// Moves the keyboard focus to the password field.
  func focusPassword()
  /// Empties the password field.
  func clearPassword()
  /// Shows an alert whose buttons only dismiss it.
  func showAlert(_ alert: AlertText)
}
