/// The sign-in screen's reducer, exhaustively (app spec, Login rules 1-9): every step states
/// the exact change of state; every effect is received on virtual time.
import Assertions
import Domain
import TEA
import TEATesting
import Testing

struct LoginReducerTests {
  @Test func theFormStartsWithADisabledSignInButtonAndNoActivity() {
    let state = LoginState()
    #expect(state.email == "" && state.password == "")
    assertEqual(state.canSubmit, false)
    assertEqual(state.submitTitle, "Sign in")
    assertEqual(state.isActivityAnimating, false)
    #expect(state.alert == nil)
  }

  @Test func aPasswordOfSixCharactersIsValidAndFiveIsTooShort() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.send(.emailChanged("ada@example.com")) { $0.email = "ada@example.com" }
    store.send(.passwordChanged("12345")) { $0.password = "12345" }
    assertEqual(store.state.canSubmit, false)
    store.send(.passwordChanged("123456")) { $0.password = "123456" }
    assertEqual(store.state.canSubmit, true)
    store.send(.passwordChanged("he\u{301}llo")) { $0.password = "he\u{301}llo" }  // 5: "é" once
    assertEqual(store.state.canSubmit, false)
  }

  @Test func submitIsDisabledUntilEmailAndPasswordAreValid() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    assertEqual(store.state.canSubmit, false)
    store.send(.emailChanged("ada@example")) { $0.email = "ada@example" }
    store.send(.passwordChanged("lovelace1")) { $0.password = "lovelace1" }
    store.send(.emailChanged("  ada@example.com ")) {
      $0.email = "  ada@example.com "
    }
    assertEqual(store.state.canSubmit, true)
    store.send(.passwordChanged("12345")) {
      $0.password = "12345"
    }
    assertEqual(store.state.canSubmit, false)
    store.send(.passwordChanged("éééééé")) {
      $0.password = "éééééé"
    }
    assertEqual(store.state.canSubmit, true)
    store.send(.loginButtonTapped) {
      $0.isSigningIn = true
    }
    assertEqual(store.state.canSubmit, false)
    store.send(.emailChanged("ada@example.co")) { $0.email = "ada@example.co" }
    store.advance(by: .milliseconds(400))
    store.receive(.signInAnswered(.incorrectCredentials)) {
      $0.isSigningIn = false
      $0.password = ""
      $0.alert = signInFailed("Incorrect email or password.")
    }
  }

  @Test func submitOnAnInvalidFormDoesNothing() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.send(.emailChanged("ada@example.com")) { $0.email = "ada@example.com" }
    store.send(.loginButtonTapped)
  }

  @Test func returnInEmailFocusesThePassword() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.send(.focusChanged(.email)) { $0.focusedField = .email }
    store.send(.emailReturnPressed) { $0.focusedField = .password }
  }

  @Test func returnInPasswordWithAnInvalidFormShowsTheFormErrors() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.send(.passwordReturnPressed) {
      $0.alert = AlertText(
        title: "Error",
        message: "Enter a valid email address.\nPassword must be at least 6 characters.",
        button: "OK")
    }
    store.send(.alertDismissed) { $0.alert = nil }
    store.send(.emailChanged("ada@example.com")) { $0.email = "ada@example.com" }
    store.send(.passwordChanged("abc")) { $0.password = "abc" }
    store.send(.passwordReturnPressed) {
      $0.alert = AlertText(
        title: "Error", message: "Password must be at least 6 characters.", button: "OK")
    }
    store.send(.alertDismissed) { $0.alert = nil }
    store.send(.emailChanged("ada")) { $0.email = "ada" }
    store.send(.passwordChanged("abcdef")) { $0.password = "abcdef" }
    store.send(.passwordReturnPressed) {
      $0.alert = AlertText(title: "Error", message: "Enter a valid email address.", button: "OK")
    }
  }

  @Test func returnInPasswordNamesOnlyTheFailingRule() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.send(.emailChanged("ada@example.com")) { $0.email = "ada@example.com" }
    store.send(.passwordChanged("abc")) { $0.password = "abc" }
    store.send(.passwordReturnPressed) {
      $0.alert = AlertText(
        title: "Error", message: "Password must be at least 6 characters.", button: "OK")
    }
  }

  @Test func returnInPasswordWithAValidFormSubmits() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.fillIn(password: "lovelace1")
    store.send(.passwordReturnPressed) {
      $0.isSigningIn = true
    }
    assertEqual(store.state.canSubmit, false)
    store.advance(by: .milliseconds(400))
    store.receive(.signInAnswered(.signedIn(Session(email: "ada@example.com")))) {
      $0.isSigningIn = false
    }
    assertEqual(store.state.canSubmit, true)
  }

  @Test func submittingDisablesTheButtonAndShowsActivity() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    assertEqual(store.state.submitTitle, "Sign in")
    assertEqual(store.state.isActivityAnimating, false)
    store.fillIn(password: "wrong-password")
    store.submit()
    assertEqual(store.state.submitTitle, "Signing in…")
    #expect(store.state.isActivityAnimating)
    store.advance(by: .milliseconds(399))
    store.advance(by: .milliseconds(1))
    store.receive(.signInAnswered(.incorrectCredentials)) {
      $0.isSigningIn = false
      $0.password = ""
      $0.alert = signInFailed("Incorrect email or password.")
    }
    assertEqual(store.state.submitTitle, "Sign in")
    assertEqual(store.state.isActivityAnimating, false)
  }

  @Test func theAnswerComes400MillisecondsLater() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.fillIn(password: "lovelace1")
    store.submit()
    store.advance(by: .milliseconds(399))
    withKnownIssue {
      store.receive(.signInAnswered(.signedIn(Session(email: "ada@example.com"))))
    }
    store.advance(by: .milliseconds(1))
    store.receive(.signInAnswered(.signedIn(Session(email: "ada@example.com")))) {
      $0.isSigningIn = false
    }
    assertEqual(store.state.canSubmit, true)
  }

  @Test func editingWhileSigningInKeepsTheButtonDisabled() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.fillIn(password: "lovelace1")
    store.submit()
    store.send(.passwordChanged("lovelace12")) { $0.password = "lovelace12" }
    store.send(.emailChanged("alan@example.com")) { $0.email = "alan@example.com" }
    assertEqual(store.state.canSubmit, false)
    store.advance(by: .milliseconds(400))
    store.receive(.signInAnswered(.signedIn(Session(email: "ada@example.com")))) {
      $0.isSigningIn = false
    }
  }

  @Test func returnDoesNothingWhileSigningIn() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.fillIn(password: "lovelace1")
    store.submit()
    store.send(.emailReturnPressed)
    store.send(.passwordReturnPressed)
    store.send(.loginButtonTapped)
    store.advance(by: .milliseconds(400))
    store.receive(.signInAnswered(.signedIn(Session(email: "ada@example.com")))) {
      $0.isSigningIn = false
    }
    assertEqual(store.state.canSubmit, true)
  }

  @Test func wrongPasswordClearsOnlyThePassword() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.fillIn(password: "lovelace2")
    store.submit()
    store.advance(by: .milliseconds(400))
    store.receive(.signInAnswered(.incorrectCredentials)) {
      $0.isSigningIn = false
      $0.password = ""
      $0.alert = signInFailed("Incorrect email or password.")
    }
    store.send(.alertDismissed) { $0.alert = nil }
    assertEqual(store.state.email, "ada@example.com")
  }

  @Test func anUnknownEmailIsAWrongPassword() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.fillIn(email: "grace@example.com", password: "lovelace1")
    store.submit()
    store.advance(by: .milliseconds(400))
    store.receive(.signInAnswered(.incorrectCredentials)) {
      $0.isSigningIn = false
      $0.password = ""
      $0.alert = signInFailed("Incorrect email or password.")
    }
  }

  @Test func lockoutShowsMinutesLeftAndClearsThePassword() {
    let store = TestStore(initialState: LoginState(), reducer: loginReducer)
    store.send(.emailChanged("ada@example.com")) { $0.email = "ada@example.com" }
    for attempt in 1...5 {
      store.send(.passwordChanged("wrong-\(attempt)")) {
        $0.password = "wrong-\(attempt)"
      }
      assertEqual(store.state.canSubmit, true)
      store.submit()
      store.advance(by: .milliseconds(400))
      let answer: SignInResult = attempt < 5 ? .incorrectCredentials : .lockedOut(minutesLeft: 5)
      let message =
        attempt < 5 ? "Incorrect email or password." : "Too many attempts. Try again in 5 minutes."
      store.receive(.signInAnswered(answer)) {
        $0.isSigningIn = false
        $0.password = ""
        $0.alert = signInFailed(message)
      }
      store.send(.alertDismissed) { $0.alert = nil }
    }
    // Even the right password is locked out; 4:00 later, 59.6 s are left: "1 minute".
    store.advance(by: .seconds(4 * 60))
    store.send(.passwordChanged("lovelace1")) {
      $0.password = "lovelace1"
    }
    assertEqual(store.state.canSubmit, true)
    store.submit()
    store.advance(by: .milliseconds(400))
    store.receive(.signInAnswered(.lockedOut(minutesLeft: 1))) {
      $0.isSigningIn = false
      $0.password = ""
      $0.alert = signInFailed("Too many attempts. Try again in 1 minute.")
    }
  }

  @Test func unreachableServerKeepsBothFields() {
    let store = TestStore(
      initialState: LoginState(), reducer: loginReducer,
      configuration: AppConfiguration(isServerReachable: false))
    store.fillIn(password: "lovelace1")
    store.submit()
    store.advance(by: .milliseconds(400))
    store.receive(.signInAnswered(.unreachable)) {
      $0.isSigningIn = false
      $0.alert = signInFailed("Cannot reach the server. Check your connection and try again.")
    }
    assertEqual(store.state.canSubmit, true)
  }
}
