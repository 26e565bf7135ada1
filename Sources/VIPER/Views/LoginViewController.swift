// View (VIPER): the sign-in screen's widgets (`LoginLayout`), implementing `LoginView`.
// Owns: its layout and its presenter. Must not know: rules, services, texts, navigation.
import Domain
import Foundation
import HeadlessUI
import Layouts

/// The sign-in screen: forwards every user event to its presenter, shows what it is told.
final class LoginViewController: UIViewController, LoginView, UITextFieldDelegate {
  private let presenter: LoginPresenting
  private let layout = LoginLayout()

  /// A screen driven by `presenter` (whoever assembles the screen sets the presenter's `view`
  /// to it).
  init(presenter: LoginPresenting) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.emailField.delegate = self
    layout.passwordField.delegate = self
    layout.emailField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        presenter.emailChanged(layout.emailField.text ?? "")
      }, for: .editingChanged)
    layout.passwordField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        presenter.passwordChanged(layout.passwordField.text ?? "")
      }, for: .editingChanged)
    layout.submitButton.addAction(
      UIAction { [weak self] _ in self?.presenter.loginButtonTapped() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: UITextFieldDelegate

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === layout.emailField {
      presenter.emailReturnPressed()
    } else if textField === layout.passwordField {
      presenter.passwordReturnPressed()
    }
    return false
  }

  // MARK: LoginView

  func setSubmitEnabled(_ enabled: Bool) {
    layout.submitButton.isEnabled = enabled
  }

  func setSubmitTitle(_ title: String) {
    layout.submitButton.setTitle(title, for: .normal)
  }

  func setActivityAnimating(_ animating: Bool) {
    if animating {
      layout.activityIndicator.startAnimating()
    } else {
      layout.activityIndicator.stopAnimating()
    }
  }

  func focusPassword() {
    layout.passwordField.becomeFirstResponder()
  }

  func clearPassword() {
    layout.passwordField.text = ""
  }

  func showAlert(_ alert: AlertText) {
    presentAlert(alert)
  }
}
