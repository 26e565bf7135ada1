// View (TEA): the sign-in screen: renders `LoginState` and sends `LoginAction`s.
// Owns: its `LoginLayout` and a scoped store. Must not decide anything: every text, enabled
// state, focus and alert comes from the state; every event goes to the store as it comes.
import Domain
import Foundation
import HeadlessUI
import Layouts

/// The sign-in screen.
final class LoginViewController: UIViewController, UITextFieldDelegate {
  private let store: ScopedStore<LoginState, LoginAction>
  private let layout = LoginLayout()
  private var shownAlert: AlertText?

  /// A screen showing `store`'s state.
  init(store: ScopedStore<LoginState, LoginAction>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let email = layout.emailField
    let password = layout.passwordField
    email.delegate = self
    password.delegate = self
    email.addAction(
      UIAction { [store, weak email] _ in store.send(.emailChanged(email?.text ?? "")) },
      for: .editingChanged)
    password.addAction(
      UIAction { [store, weak password] _ in store.send(.passwordChanged(password?.text ?? "")) },
      for: .editingChanged)
    email.addAction(
      UIAction { [store] _ in store.send(.focusChanged(.email)) }, for: .editingDidBegin)
    password.addAction(
      UIAction { [store] _ in store.send(.focusChanged(.password)) }, for: .editingDidBegin)
    layout.submitButton.addAction(
      UIAction { [store] _ in store.send(.loginButtonTapped) }, for: .touchUpInside)
    store.observe(self) { [weak self] in self?.render($0) }
  }

  // MARK: UITextFieldDelegate

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    store.send(textField === layout.emailField ? .emailReturnPressed : .passwordReturnPressed)
    return false
  }

  // MARK: Rendering

  private func render(_ state: LoginState) {
    if layout.emailField.text != state.email { layout.emailField.text = state.email }
    if layout.passwordField.text != state.password { layout.passwordField.text = state.password }
    layout.submitButton.isEnabled = state.canSubmit
    layout.submitButton.setTitle(state.submitTitle, for: .normal)
    if state.isActivityAnimating {
      layout.activityIndicator.startAnimating()
    } else {
      layout.activityIndicator.stopAnimating()
    }
    if state.focusedField == .password, !layout.passwordField.isFirstResponder {
      layout.passwordField.becomeFirstResponder()
    }
    if state.alert != shownAlert {
      shownAlert = state.alert
      if let alert = state.alert {
        presentAlert(alert) { [store] _ in store.send(.alertDismissed) }
      }
    }
  }
}
