// Controller (MVC): the sign-in screen, as Apple's templates write a view controller.
// Owns: its `LoginLayout`, the pending sign-in, every presentation decision of the screen (the
// form's alert, the answer's alert, whether the password is cleared) and the move to the
// catalog, which it creates and sets as the root itself. Must not know: how the auth service
// decides (lockout is Domain's), nor the catalog screen's inner workings.
import Domain
import Foundation
import HeadlessUI
import Layouts
import Scheduling

/// The sign-in screen's controller (MVC's C): reacts to its layout's events, checks Domain's
/// `LoginRules`, asks the `AuthService`, decides what the form shows, and on success replaces
/// itself with a `CatalogViewController`.
final class LoginViewController: UIViewController, UITextFieldDelegate {
  private let environment: AppEnvironment
  private lazy var layout = LoginLayout()
  /// The sign-in waiting for its answer, if any.
  private var pendingSignIn: Cancellable?

  /// A sign-in screen that signs in with `environment`'s auth service and, on success, shows
  /// the catalog over `environment`'s store.
  init(environment: AppEnvironment) {
    self.environment = environment
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  /// A sign-in still waiting for its answer ends with the screen: it must not call back.
  isolated deinit {
    pendingSignIn?.cancel()
  }

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
        emailChanged(layout.emailField.text ?? "")
      }, for: .editingChanged)
    layout.passwordField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        passwordChanged(layout.passwordField.text ?? "")
      }, for: .editingChanged)
    layout.submitButton.addAction(
      UIAction { [weak self] _ in self?.loginButtonTapped() }, for: .touchUpInside)
    updateSubmitEnabled()
  }

  // MARK: Events, in the order a user meets them

  private func emailChanged(_ email: String) {
    updateSubmitEnabled()
  }

  private func passwordChanged(_ password: String) {
    updateSubmitEnabled()
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === layout.emailField {
      emailReturnPressed()
    } else if textField === layout.passwordField {
      passwordReturnPressed()
    }
    return false
  }

  private func emailReturnPressed() {
    guard !isSigningIn else { return }
    layout.passwordField.becomeFirstResponder()
  }

  /// Login rule 4: a valid form submits; an invalid one says which rules fail, in order.
  private func passwordReturnPressed() {
    guard !isSigningIn else { return }
    let errors = LoginRules.formErrors(email: email, password: password)
    if errors.isEmpty {
      submit()
    } else {
      presentAlert(Self.invalidFormAlert(errors))
    }
  }

  private func loginButtonTapped() {
    guard canSubmit else { return }
    submit()
  }

  // MARK: Signing in

  private func submit() {
    pendingSignIn = authService.signIn(email: email, password: password) { [weak self] result in
      self?.signInAnswered(result)
    }
    layout.submitButton.setTitle(Strings.Login.submitting, for: .normal)
    layout.activityIndicator.startAnimating()
    updateSubmitEnabled()
  }

  /// Login rules 6-9: the catalog on success; otherwise the answer's alert, with the password
  /// emptied unless the server could not be reached.
  private func signInAnswered(_ result: SignInResult) {
    pendingSignIn = nil
    layout.submitButton.setTitle(Strings.Login.submit, for: .normal)
    layout.activityIndicator.stopAnimating()
    guard let alert = Self.signInFailedAlert(result) else {
      navigationController?.setViewControllers(
        [CatalogViewController(environment: environment)], animated: false)
      return
    }
    if Self.clearsPassword(result) { layout.passwordField.text = "" }
    updateSubmitEnabled()
    presentAlert(alert)
  }

  // MARK: Presentation decisions

  /// Login 4: "Error", one line per failing rule, in the spec's order.
  private static func invalidFormAlert(_ errors: [LoginFormError]) -> AlertText {
    AlertText(
      title: Strings.Login.invalidFormTitle,
      message: errors.map(message(for:)).joined(separator: "\n"), button: Strings.Alert.ok)
  }

  private static func message(for error: LoginFormError) -> String {
    switch error {
    case .invalidEmail: Strings.Login.invalidEmail
    case .shortPassword: Strings.Login.shortPassword
    }
  }

  /// Login 7-9: "Sign-in failed" with the answer's reason; none on success.
  private static func signInFailedAlert(_ result: SignInResult) -> AlertText? {
    let message: String
    switch result {
    case .signedIn: return nil
    case .incorrectCredentials: message = Strings.Login.incorrectCredentials
    case .lockedOut(let minutesLeft):
      let unit = minutesLeft == 1 ? Strings.Login.minute : Strings.Login.minutes
      message = Strings.Login.lockedOut(minutesLeft: minutesLeft, unit: unit)
    case .unreachable: message = Strings.Login.unreachable
    }
    return AlertText(title: Strings.Login.failedTitle, message: message, button: Strings.Alert.ok)
  }

  /// Login 7-9: a refusal empties the password; an unreachable server keeps it.
  private static func clearsPassword(_ result: SignInResult) -> Bool {
    switch result {
    case .incorrectCredentials, .lockedOut: true
    case .signedIn, .unreachable: false
    }
  }

  // MARK: Helpers

  private var authService: AuthService { environment.authService }
  private var email: String { layout.emailField.text ?? "" }
  private var password: String { layout.passwordField.text ?? "" }
  private var isSigningIn: Bool { pendingSignIn != nil }

  /// Login rule 2: a valid form, and no sign-in in flight.
  private var canSubmit: Bool {
    !isSigningIn && LoginRules.formIsValid(email: email, password: password)
  }

  private func updateSubmitEnabled() {
    layout.submitButton.isEnabled = canSubmit
  }
}
