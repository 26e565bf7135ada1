// Reducer (TEA): every decision of the sign-in screen (app spec, Login rules 2-9).
// Owns: when submit is enabled, focus, the form-error alert, submitting, what each answer
// shows and whether the password is cleared. Must not know: widgets, the clock, the service
// itself (it asks for a sign-in as an effect). No UI module, no Scheduling here.
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
    state.canSubmit = canSubmit(state)
    return .none

  case .passwordChanged(let password):
    state.password = password
    state.canSubmit = canSubmit(state)
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
      state.alert = AlertText(
        title: Strings.Login.invalidFormTitle, message: errors.joined(separator: "\n"),
        button: Strings.Alert.ok)
      return .none
    }
    return submit(&state)

  case .loginButtonTapped:
    guard state.canSubmit else { return .none }
    return submit(&state)

  case .signInAnswered(let result):
    state.isSigningIn = false
    let message: String
    switch result {
    case .signedIn:
      state.canSubmit = canSubmit(state)
      return .none
    case .incorrectCredentials:
      message = Strings.Login.incorrectCredentials
      state.password = ""
    case .lockedOut(let minutesLeft):
      message = Strings.Login.lockedOut(minutesLeft: minutesLeft)
      state.password = ""
    case .unreachable:
      message = Strings.Login.unreachable
    }
    state.canSubmit = canSubmit(state)
    state.alert = AlertText(
      title: Strings.Login.failedTitle, message: message, button: Strings.Alert.ok)
    return .none

  case .alertDismissed:
    state.alert = nil
    return .none
  }
}

/// Login rule 2: both fields valid and nothing in flight.
private func canSubmit(_ state: LoginState) -> Bool {
  !state.isSigningIn && LoginRules.formIsValid(email: state.email, password: state.password)
}

/// Login rule 5: in flight at once; the answer comes back as `.signInAnswered`.
private func submit(_ state: inout LoginState) -> Effect<LoginAction> {
  state.isSigningIn = true
  state.canSubmit = false
  return Effect.signIn(email: state.email, password: state.password, LoginAction.signInAnswered)
    .cancellable(id: LoginCancelID.signIn)
}
