// View role (MVVM): the sign-in screen's widgets, tagged with their `ElementID`s and styled
// by the theme. Owns: the view hierarchy only. Must not know: the view model, the rules, or
// what any control does; `LoginViewController` binds it.
import Domain
import Foundation
import HeadlessUI

/// The sign-in screen's root view: title, email, password, button and activity indicator.
final class LoginView: UIView {
  /// "Sign in".
  let titleLabel = UILabel()
  /// The email field.
  let emailField = UITextField()
  /// The password field, secure.
  let passwordField = UITextField()
  /// The sign-in button; its title and enabled state are bound.
  let submitButton = UIButton(type: .system)
  /// Animates while a sign-in is in flight; hidden when stopped.
  let activityIndicator = UIActivityIndicatorView(style: .medium)

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = ElementID.Login.screen
    style = "Screen"

    titleLabel.accessibilityIdentifier = ElementID.Login.title
    titleLabel.style = "TitleLabel"
    titleLabel.text = Strings.Login.title

    emailField.accessibilityIdentifier = ElementID.Login.email
    emailField.style = "TextField"
    emailField.placeholder = Strings.Login.emailPlaceholder

    passwordField.accessibilityIdentifier = ElementID.Login.password
    passwordField.style = "TextField"
    passwordField.placeholder = Strings.Login.passwordPlaceholder
    passwordField.isSecureTextEntry = true

    submitButton.accessibilityIdentifier = ElementID.Login.submit
    submitButton.style = "PrimaryButton"
    submitButton.setTitle(Strings.Login.submit, for: .normal)
    submitButton.isEnabled = false

    activityIndicator.accessibilityIdentifier = ElementID.Login.activity
    activityIndicator.style = "ActivityIndicator"
    activityIndicator.hidesWhenStopped = true

    for subview in [titleLabel, emailField, passwordField, submitButton, activityIndicator] {
      addSubview(subview)
    }
  }

  required init?(coder: NSCoder) { nil }
}
