/// Presenter role (MVP): every decision of the sign-in screen (app spec, Login rules 2-9).
///
/// Owns the form's texts as the user typed them, whether a sign-in is in flight, and the
/// pending request (cancelled when the presenter goes, i.e. when its screen goes). Talks to
/// Domain's `AuthService` and `LoginRules`, tells its `LoginView` (held weakly) what to show
/// and asks its `LoginNavigator` to move on. Must not know any widget: no UI module here.
import Domain
import Scheduling

/// Decides what the sign-in screen shows and does.
public final class LoginPresenter {
  /// The screen it drives; weak, because the screen owns its presenter.
  public weak var view: LoginView?
  private let authService: AuthService
  private let navigator: LoginNavigator
  private var email = ""
  private var password = ""
  private var pendingSignIn: Cancellable?
  private var isSigningIn = false

  /// Creates a presenter that signs in through `authService` and moves on through
  /// `navigator`. Set `view` before the first event.
  public init(authService: AuthService, navigator: LoginNavigator) {
    self.authService = authService
    self.navigator = navigator
  }

  isolated deinit {
    pendingSignIn?.cancel()
  }

  /// Call once the screen is built: shows the initial state.
  public func viewDidLoad() {
    view?.setSubmitTitle(Strings.Login.submit)
    view?.setActivityVisible(false)
    updateSubmitEnabled()
  }

  /// Call on every edit of the email field.
  public func emailChanged(_ email: String) {
    self.email = email
    updateSubmitEnabled()
  }

  /// Call on every edit of the password field.
  public func passwordChanged(_ password: String) {
    self.password = password
    updateSubmitEnabled()
  }

  /// Call on return in the email field: focus the password, unless a sign-in is in flight.
  public func emailReturnPressed() {
    guard !isSigningIn else { return }
    view?.focusPassword()
  }

  /// Call on return in the password field: submit a valid form, explain an invalid one,
  /// and do nothing while a sign-in is in flight.
  public func passwordReturnPressed() {
    guard !isSigningIn else { return }
    if let alert = LoginRules.formAlert(email: email, password: password) {
      view?.showAlert(alert)
    } else {
      submit()
    }
  }

  /// Call when the sign-in button is tapped.
  public func loginButtonTapped() {
    guard canSubmit else { return }
    submit()
  }

  private var canSubmit: Bool {
    !isSigningIn && LoginRules.formIsValid(email: email, password: password)
  }

  private func submit() {
    isSigningIn = true
    view?.setSubmitEnabled(false)
    view?.setSubmitTitle(Strings.Login.submitting)
    view?.setActivityVisible(true)
    pendingSignIn = authService.signIn(email: email, password: password) { [weak self] result in
      self?.signInAnswered(result)
    }
  }

  private func signInAnswered(_ result: SignInResult) {
    pendingSignIn = nil
    isSigningIn = false
    if let session = result.session {
      navigator.showCatalog(for: session)
      return
    }
    if !result.keepsPassword {
      password = ""
      view?.clearPassword()
    }
    view?.setSubmitTitle(Strings.Login.submit)
    view?.setActivityVisible(false)
    updateSubmitEnabled()
    if let alert = result.alert { view?.showAlert(alert) }
  }

  private func updateSubmitEnabled() {
    view?.setSubmitEnabled(canSubmit)
  }
}
