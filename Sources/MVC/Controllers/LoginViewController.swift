import Domain
import Foundation
import HeadlessUI
import Scheduling

/// The sign-in screen's controller (MVC's C): owns its `LoginFormView`, reacts to its
/// events, checks Domain's `LoginRules`, asks the `AuthService`, formats what the form shows,
/// and on success replaces itself with the catalog through its navigation controller.
///
/// It must not know how the catalog screen is built: Composition hands it `makeCatalog`.
final class LoginViewController: UIViewController, UITextFieldDelegate {
  private let authService: AuthService
  private let makeCatalog: () -> UIViewController
  private lazy var form = LoginFormView()
  /// The sign-in waiting for its answer, if any.
  private var pendingSignIn: Cancellable?

  /// A sign-in screen that signs in with `authService` and, on success, shows the screen
  /// `makeCatalog` builds.
  init(authService: AuthService, makeCatalog: @escaping () -> UIViewController) {
    self.authService = authService
    self.makeCatalog = makeCatalog
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = form
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    form.emailField.delegate = self
    form.passwordField.delegate = self
    form.emailField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        emailChanged(form.emailField.text ?? "")
      }, for: .editingChanged)
    form.passwordField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        passwordChanged(form.passwordField.text ?? "")
      }, for: .editingChanged)
    form.submitButton.addAction(
      UIAction { [weak self] _ in self?.loginButtonTapped() }, for: .touchUpInside)
    updateSubmitButton()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    // A screen that went away must not be called back, nor keep the request alive.
    pendingSignIn?.cancel()
    pendingSignIn = nil
  }

  // MARK: Events, in the order a user meets them

  private func emailChanged(_ email: String) {
    updateSubmitButton(email: email, password: password)
  }

  private func passwordChanged(_ password: String) {
    updateSubmitButton(email: email, password: password)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === form.emailField {
      emailReturnPressed()
    } else if textField === form.passwordField {
      passwordReturnPressed()
    }
    return false
  }

  private func emailReturnPressed() {
    guard !isSigningIn else { return }
    form.passwordField.becomeFirstResponder()
  }

  private func passwordReturnPressed() {
    guard !isSigningIn else { return }
    if let alert = LoginRules.formAlert(email: email, password: password) {
      presentAlert(alert)
    } else {
      signIn()
    }
  }

  private func loginButtonTapped() {
    guard !isSigningIn, LoginRules.formIsValid(email: email, password: password) else { return }
    signIn()
  }

  // MARK: Signing in

  private func signIn() {
    pendingSignIn = authService.signIn(email: email, password: password) { [weak self] result in
      self?.signInAnswered(result)
    }
    form.submitButton.setTitle(Strings.Login.submitting, for: .normal)
    form.activityIndicator.startAnimating()
    updateSubmitButton()
  }

  private func signInAnswered(_ result: SignInResult) {
    pendingSignIn = nil
    form.submitButton.setTitle(Strings.Login.submit, for: .normal)
    form.activityIndicator.stopAnimating()
    guard let alert = result.alert else {
      navigationController?.setViewControllers([makeCatalog()], animated: false)
      return
    }
    if !result.keepsPassword {
      form.passwordField.text = ""
    }
    updateSubmitButton()
    presentAlert(alert)
  }

  // MARK: Helpers

  private var email: String { form.emailField.text ?? "" }
  private var password: String { form.passwordField.text ?? "" }
  private var isSigningIn: Bool { pendingSignIn != nil }

  private func updateSubmitButton() {
    updateSubmitButton(email: email, password: password)
  }

  private func updateSubmitButton(email: String, password: String) {
    form.submitButton.isEnabled =
      !isSigningIn && LoginRules.formIsValid(email: email, password: password)
  }
}
