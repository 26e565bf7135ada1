// Presenter (VIPER): every presentation decision of the sign-in screen (Login rules 2-9).
// Owns: the fields as typed, whether a sign-in is in flight, which alert an answer shows and
// whether the password is cleared. Must not know: widgets (no UI module), the auth service,
// view controllers.
import Domain

/// Turns the sign-in screen's events into interactor requests, and the interactor's answers
/// into view commands and routes.
public final class LoginPresenter: LoginPresenting, LoginInteractorOutput {
  /// The screen it drives; weak, because the screen owns its presenter.
  public weak var view: LoginView?
  private let interactor: LoginInteracting
  private let router: LoginRouting
  private var email = ""
  private var password = ""
  private var isSigningIn = false

  /// A presenter asking `interactor` for the use cases and `router` for the next screen.
  public init(interactor: LoginInteracting, router: LoginRouting) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: LoginPresenting

  /// Shows the initial state: "Sign in", no activity, submit enabled only for a valid form.
  public func viewDidLoad() {
    view?.setSubmitTitle(Strings.Login.submit)
    view?.setActivityAnimating(false)
    updateSubmitEnabled()
  }

  /// Login rule 2.
  public func emailChanged(_ email: String) {
    self.email = email
    updateSubmitEnabled()
  }

  /// Login rule 2.
  public func passwordChanged(_ password: String) {
    self.password = password
    updateSubmitEnabled()
  }

  /// Login rules 3 and 5: focuses the password, unless a sign-in is in flight.
  public func emailReturnPressed() {
    guard !isSigningIn else { return }
    view?.focusPassword()
  }

  /// Login rules 4 and 5: submits a valid form, explains an invalid one, ignored in flight.
  public func passwordReturnPressed() {
    guard !isSigningIn else { return }
    let errors = interactor.formErrors(email: email, password: password)
    if errors.isEmpty {
      submit()
    } else {
      view?.showAlert(Self.invalidFormAlert(errors))
    }
  }

  /// Login rule 5.
  public func loginButtonTapped() {
    guard canSubmit else { return }
    submit()
  }

  // MARK: LoginInteractorOutput

  /// Login rules 6-9: the catalog, or the answer's alert with the password emptied unless
  /// the server was unreachable.
  public func signInAnswered(_ result: SignInResult) {
    isSigningIn = false
    guard let alert = Self.signInFailedAlert(result) else {
      if let session = result.session { router.showCatalog(for: session) }
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

  // MARK: Private

  private var canSubmit: Bool {
    !isSigningIn && interactor.formErrors(email: email, password: password).isEmpty
  }

  private func submit() {
    isSigningIn = true
    view?.setSubmitEnabled(false)
    view?.setSubmitTitle(Strings.Login.submitting)
    view?.setActivityAnimating(true)
    interactor.signIn(email: email, password: password)
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
