// Reducer (TEA): every decision of the sign-in screen (app spec, Login rules 2-9).
// Owns: focus, the form-error alert, submitting, what each answer shows and whether the
// password is cleared (whether submit is enabled derives from the state: `LoginState`). Must
// not know: widgets, the clock, the service itself (it asks for a sign-in as an effect). No UI
// module, no Scheduling here.
import Domain

/// Ids of the sign-in screen's cancellable effects.
public enum LoginCancelID: Hashable, Sendable {
  /// The sign-in request in flight.
  case signIn
}

/// The sign-in screen's reducer.
public func loginReducer(_ state: inout LoginState, _ action: LoginAction) -> Effect<LoginAction> {
  switch action {
  case .emailChanged(let email):
    state.email = email
    return .none

  case .passwordChanged(let password):
    state.password = password
    return .none

  case .focusChanged(let field):
    state.focusedField = field
    return .none

  case .emailReturnPressed:
    guard !state.isSigningIn else { return .none }
    state.focusedField = .password
    return .none

  case .passwordReturnPressed:
    guard !state.isSigningIn else { return .none }
    let errors = LoginRules.formErrors(email: state.email, password: state.password)
    guard errors.isEmpty else {
      state.alert = invalidFormAlert(errors)
      return .none
    }
    return submit(&state)

  case .loginButtonTapped:
    guard state.canSubmit else { return .none }
    return submit(&state)

  case .signInAnswered(let result):
    state.isSigningIn = false
    if clearsPassword(result) { state.password = "" }
    state.alert = signInFailedAlert(result)
    return .none

  case .alertDismissed:
    state.alert = nil
    return .none
  }
}

/// Login rule 5: in flight at once; the answer comes back as `.signInAnswered`.
private func submit(_ state: inout LoginState) -> Effect<LoginAction> {
  state.isSigningIn = true
  return Effect.signIn(email: state.email, password: state.password, LoginAction.signInAnswered)
    .cancellable(id: LoginCancelID.signIn)
}

// MARK: Presentation decisions

/// Login 4: "Error", one line per failing rule, in the spec's order.
private func invalidFormAlert(_ errors: [LoginFormError]) -> AlertText {
  AlertText(
    title: Strings.Login.invalidFormTitle,
    message: errors.map(message(for:)).joined(separator: "\n"), button: Strings.Alert.ok)
}

private func message(for error: LoginFormError) -> String {
  switch error {
  case .invalidEmail: Strings.Login.invalidEmail
  case .shortPassword: Strings.Login.shortPassword
  }
}

/// Login 7-9: "Sign-in failed" with the answer's reason; none on success.
private func signInFailedAlert(_ result: SignInResult) -> AlertText? {
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
private func clearsPassword(_ result: SignInResult) -> Bool {
  switch result {
  case .incorrectCredentials, .lockedOut: true
  case .signedIn, .unreachable: false
  }
}
