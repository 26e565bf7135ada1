// ViewModel (MVVM with Observation): the sign-in screen as observable state. The view binds
// the fields to `email` and `password` and calls the events; everything the screen shows is
// a property, read through observation.
// Owns: the form's state, the sign-in in flight, the focus the form asks for, the alert,
// every presentation decision of the screen (the form's alert, each answer's alert, whether
// the password is emptied, the button's title), and when to show the catalog (through its
// `LoginNavigator`). Must not know: any view or UI type (imports Domain, Observation and
// Scheduling only).
import Domain
import Observation
import Scheduling

/// The sign-in screen's view model (app spec, Login rules 1-9).
@Observable
public final class LoginViewModel {
  /// The email field's text.
  public var email = ""
  /// The password field's text.
  public var password = ""
  /// The field that has (or must get) the focus.
  public var focusedField: LoginField?
  /// The alert on screen, if any.
  public var alert: AlertText?
  /// Whether a sign-in waits for its answer.
  public var isSigningIn: Bool { pendingSignIn != nil }

  @ObservationIgnored private let authService: AuthService
  @ObservationIgnored private let navigator: LoginNavigator
  /// The sign-in waiting for its answer, if any.
  private var pendingSignIn: Cancellable?

  /// A view model that signs in with `authService` and shows the catalog with `navigator`.
  public init(authService: AuthService, navigator: LoginNavigator) {
    self.authService = authService
    self.navigator = navigator
  }

  /// A sign-in still waiting for its answer ends with the view model: it must not call back.
  isolated deinit {
    pendingSignIn?.cancel()
  }

  // MARK: What the screen shows

  /// Login rule 2: a valid form, and no sign-in in flight.
  public var canSubmit: Bool {
    !isSigningIn && LoginRules.formIsValid(email: email, password: password)
  }

  /// Login rule 5: "Signing in…" while in flight.
  public var submitTitle: String { isSigningIn ? Strings.Login.submitting : Strings.Login.submit }

  /// Login rule 5: the activity indicator shows while in flight.
  public var isActivityAnimating: Bool { isSigningIn }

  // MARK: Events, in the order a user meets them

  /// Login rule 3: return in the email moves the focus to the password.
  public func emailReturnPressed() {
    guard !isSigningIn else { return }
    focusedField = .password
  }

  /// Login rule 4: a valid form submits; an invalid one says which rules fail, in order.
  public func passwordReturnPressed() {
    guard !isSigningIn else { return }
    let errors = LoginRules.formErrors(email: email, password: password)
    if errors.isEmpty {
      submit()
    } else {
      alert = Self.invalidFormAlert(errors)
    }
  }

  public func loginButtonTapped() {
    guard canSubmit else { return }
    submit()
  }

  // MARK: Signing in

  private func submit() {
    pendingSignIn = authService.signIn(email: email, password: password) { [weak self] result in
      self?.signInAnswered(result)
    }
  }

  /// Login rules 6-9: the catalog on success; otherwise the answer's alert, with the password
  /// emptied unless the server could not be reached.
  private func signInAnswered(_ result: SignInResult) {
    pendingSignIn = nil
    guard let alert = Self.signInFailedAlert(result) else {
      if let session = result.session { navigator.showCatalog(for: session) }
      return
    }
    if Self.clearsPassword(result) { password = "" }
    self.alert = alert
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

/// The sign-in form's fields, for the focus.
public enum LoginField: Hashable, Sendable {
  case email, password
}
