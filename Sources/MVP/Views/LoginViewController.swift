/// View role (MVP): the sign-in screen's widgets, implementing `LoginView`.
///
/// Owns the widgets and its presenter; forwards every user event to the presenter as it
/// comes and shows exactly what the presenter says. Must not decide anything: no rule, no
/// text of its own, no service, no navigation.
import Domain
import Foundation
import HeadlessUI
import Theme

/// The sign-in screen.
final class LoginViewController: UIViewController, LoginView, UITextFieldDelegate {
  private let presenter: LoginPresenter
  private let titleLabel = UILabel()
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let submitButton = UIButton(type: .system)
  private let activityIndicator = UIActivityIndicatorView(style: .medium)

  /// A screen driven by `presenter` (set the presenter's `view` to it).
  init(presenter: LoginPresenter) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let root = UIView()
    root.accessibilityIdentifier = ElementID.Login.screen
    root.style = "Screen"

    titleLabel.text = Strings.Login.title
    titleLabel.accessibilityIdentifier = ElementID.Login.title
    titleLabel.style = "TitleLabel"

    emailField.placeholder = Strings.Login.emailPlaceholder
    emailField.accessibilityIdentifier = ElementID.Login.email
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.returnKeyType = .next
    emailField.style = "TextField"

    passwordField.placeholder = Strings.Login.passwordPlaceholder
    passwordField.accessibilityIdentifier = ElementID.Login.password
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .go
    passwordField.style = "TextField"

    submitButton.accessibilityIdentifier = ElementID.Login.submit
    submitButton.style = "PrimaryButton"

    activityIndicator.accessibilityIdentifier = ElementID.Login.activity
    activityIndicator.hidesWhenStopped = true
    activityIndicator.style = "ActivityIndicator"

    for subview in [titleLabel, emailField, passwordField, submitButton, activityIndicator] {
      root.addSubview(subview)
    }
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.delegate = self
    passwordField.delegate = self
    emailField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        presenter.emailChanged(emailField.text ?? "")
      }, for: .editingChanged)
    passwordField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        presenter.passwordChanged(passwordField.text ?? "")
      }, for: .editingChanged)
    submitButton.addAction(
      UIAction { [weak self] _ in self?.presenter.loginButtonTapped() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: UITextFieldDelegate

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      presenter.emailReturnPressed()
    } else {
      presenter.passwordReturnPressed()
    }
    return false
  }

  // MARK: LoginView

  func setSubmitEnabled(_ enabled: Bool) {
    submitButton.isEnabled = enabled
  }

  func setSubmitTitle(_ title: String) {
    submitButton.setTitle(title, for: .normal)
  }

  func setActivityVisible(_ visible: Bool) {
    if visible {
      activityIndicator.startAnimating()
    } else {
      activityIndicator.stopAnimating()
    }
  }

  func focusPassword() {
    passwordField.becomeFirstResponder()
  }

  func clearPassword() {
    passwordField.text = ""
  }

  func showAlert(_ alert: AlertText) {
    presentAlert(alert)
  }
}
