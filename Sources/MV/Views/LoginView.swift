// View (MV): the sign-in screen, as Apple's SwiftUI samples write one: the form's fields are
// the view's own state, the account model is read from the environment.
// Owns: the email and password as typed, the focus, the alert on screen, and every
// presentation decision of the screen (the form's alert, the answer's alert, whether the
// password is cleared, the button's title). Must not know: how the auth service decides
// (lockout is Domain's), nor the catalog screen (the app view shows it once signed in).
import Domain
import HeadlessSwiftUI
import SwiftUILayouts

/// The sign-in screen (MV's V): binds the fields to its state, checks Domain's `LoginRules`,
/// asks the `Account` to sign in, and decides what the form shows.
struct LoginView: View {
  @Environment(Account.self) private var account
  @State private var email = ""
  @State private var password = ""
  /// The alert on screen, if any.
  @State private var alert: AlertText?
  @FocusState private var focus: LoginField?

  var body: some View {
    VStack {
      LoginLayout.Title()
      LoginLayout.EmailField(text: $email)
        .focused($focus, equals: .email)
        .onSubmit(emailReturnPressed)
      LoginLayout.PasswordField(text: $password)
        .focused($focus, equals: .password)
        .onSubmit(passwordReturnPressed)
      LoginLayout.SubmitButton(submitTitle, action: loginButtonTapped)
        .disabled(!canSubmit)
      if isSigningIn { LoginLayout.Activity() }
    }
    .loginScreen()
    .alert($alert)
  }

  // MARK: Events, in the order a user meets them

  private func emailReturnPressed() {
    guard !isSigningIn else { return }
    focus = .password
  }

  /// Login rule 4: a valid form submits; an invalid one says which rules fail, in order.
  private func passwordReturnPressed() {
    guard !isSigningIn else { return }
    let errors = LoginRules.formErrors(email: email, password: password)
    if errors.isEmpty {
      submit()
    } else {
      alert = Self.invalidFormAlert(errors)
    }
  }

  private func loginButtonTapped() {
    guard canSubmit else { return }
    submit()
  }

  // MARK: Signing in

  private func submit() {
    account.signIn(email: email, password: password) { signInAnswered($0) }
  }

  /// Login rules 6-9: the account shows the catalog on success; otherwise the answer's
  /// alert, with the password emptied unless the server could not be reached.
  private func signInAnswered(_ result: SignInResult) {
    guard let alert = Self.signInFailedAlert(result) else { return }
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

  // MARK: Helpers

  private var isSigningIn: Bool { account.isSigningIn }

  /// Login rule 5: "Signing in…" while in flight.
  private var submitTitle: String { isSigningIn ? Strings.Login.submitting : Strings.Login.submit }

  /// Login rule 2: a valid form, and no sign-in in flight.
  private var canSubmit: Bool {
    !isSigningIn && LoginRules.formIsValid(email: email, password: password)
  }
}

/// The sign-in form's fields, for the focus.
enum LoginField: Hashable {
  case email, password
}
