import Domain
import Foundation
import HeadlessUI

/// The sign-in screen's layout, the same in every pattern: the title, the two fields (with their
/// keyboards, return keys and content types), the button and the activity indicator, tagged
/// with their `ElementID`s and styled through the theme.
///
/// It holds no state and makes no decisions: it does not know the rules, the service, or
/// what happens when a field changes. Each pattern's `LoginViewController` owns it.
public final class LoginLayout: UIView {
  /// "Sign in".
  public let titleLabel = UILabel()
  /// The email field: an email keyboard, no capitals or corrections, return "Next".
  public let emailField = UITextField()
  /// The password field, secure; return "Go".
  public let passwordField = UITextField()
  /// The submit button, disabled until the controller says otherwise.
  public let submitButton = UIButton(type: .system)
  /// Shown while a sign-in is in flight.
  public let activityIndicator = UIActivityIndicatorView(style: .medium)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = ElementID.Login.screen
    style = "Screen"

    titleLabel.accessibilityIdentifier = ElementID.Login.title
    titleLabel.style = "TitleLabel"
    titleLabel.text = Strings.Login.title

    emailField.accessibilityIdentifier = ElementID.Login.email
    emailField.style = "TextField"
    emailField.placeholder = Strings.Login.emailPlaceholder
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.autocorrectionType = .no
    emailField.textContentType = .username
    emailField.returnKeyType = .next

    passwordField.accessibilityIdentifier = ElementID.Login.password
    passwordField.style = "TextField"
    passwordField.placeholder = Strings.Login.passwordPlaceholder
    passwordField.isSecureTextEntry = true
    passwordField.textContentType = .password
    passwordField.returnKeyType = .go

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

  public required init?(coder: NSCoder) { nil }
}
