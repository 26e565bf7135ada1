// Presenter (MVP): every decision of the sign-in screen (Login rules 2-9).
// Owns: the form's texts as typed, whether a sign-in is in flight and its pending request
// (cancelled when the presenter goes), which alert each answer shows and whether the password
// is cleared. Must not know: any widget (no UI module), nor how the service decides (lockout
// is Domain's); it tells its `LoginView` (held weakly) what to show and asks its
// `LoginNavigator` to move on.
import Domain
import Scheduling

/// Decides what the sign-in screen shows and does.
public final class LoginPresenter: LoginPresenting {
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

  /// A sign-in still waiting for its answer ends with the presenter, which ends with its screen.
  isolated deinit {
    pendingSignIn?.cancel()
  }

  public func viewDidLoad() {
    view?.setSubmitTitle(Strings.Login.submit)
    view?.setActivityAnimating(false)
    updateSubmitEnabled()
  }

  public func emailChanged(_ email: String) {
    self.email = email
    updateSubmitEnabled()
  }

  public func passwordChanged(_ password: String) {
    self.password = password
    updateSubmitEnabled()
  }

  /// Focuses the password, unless a sign-in is in flight.
  public func emailReturnPressed() {
    guard !isSigningIn else { return }
    view?.focusPassword()
  }

  /// Login rule 4: submits a valid form, names an invalid one's failing rules in order, and
  /// does nothing while a sign-in is in flight.
  public func passwordReturnPressed() {
    guard !isSigningIn else { return }
    let errors = LoginRules.formErrors(email: email, password: password)
    if errors.isEmpty {
      submit()
    } else {
      view?.showAlert(Self.invalidFormAlert(errors))
    }
  }

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
    view?.setActivityAnimating(true)
    pendingSignIn = authService.signIn(email: email, password: password) { [weak self] result in
      self?.signInAnswered(result)
    }
  }

  /// Login rules 6-9: the catalog on success; otherwise the answer's alert, with the password
  /// emptied unless the server could not be reached.
  private func signInAnswered(_ result: SignInResult) {
    pendingSignIn = nil
    isSigningIn = false
    guard let alert = Self.signInFailedAlert(result) else {
      if let session = result.session { navigator.showCatalog(for: session) }
      return
    }
    if Self.clearsPassword(result) {
      password = ""
      view?.clearPassword()
    }
    view?.setSubmitTitle(Strings.Login.submit)
    view?.setActivityAnimating(false)
    updateSubmitEnabled()
    view?.showAlert(alert)
  }

  private func updateSubmitEnabled() {
    view?.setSubmitEnabled(canSubmit)
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
}
