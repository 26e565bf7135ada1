// View (MVP): what the sign-in screen can be told to show, and nothing else.
// Owns: the list of instructions. Must not know: any widget (no UI module), so presenters and
// their tests see the screen without seeing one; `LoginViewController` implements it.
import Domain

/// The sign-in screen, as its presenter sees it. Every member is a plain instruction.
public protocol LoginView: AnyObject {
  /// Enables or disables the sign-in button.
  func setSubmitEnabled(_ enabled: Bool)
  /// Sets the sign-in button's title ("Sign in" or "Signing in…").
  func setSubmitTitle(_ title: String)
  /// Starts (showing it) or stops (hiding it) the activity indicator.
  func setActivityAnimating(_ animating: Bool)
  /// Moves the keyboard focus to the password field.
  func focusPassword()
  /// Empties the password field.
  func clearPassword()
  /// Shows an alert whose buttons only dismiss it.
  func showAlert(_ alert: AlertText)
}
