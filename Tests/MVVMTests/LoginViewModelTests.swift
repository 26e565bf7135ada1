// The sign-in view model, through its inputs and outputs only, in virtual time: one recorded
// observer per output and a navigator spy, exact event lists (app spec, Login rules 1-10).
// No view is involved.
import Assertions
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling
import Testing

private let failed = Strings.Login.failedTitle
private let ada = Session(email: "ada@example.com")

@MainActor
struct LoginViewModelTests {
  @Test func theFormStartsWithADisabledSignInButtonAndNoActivity() {
    let screen = LoginHarness()
    screen.scheduler.start()
    assertEqual(screen.isSubmitEnabled.events, [.next(0, false)])
    assertEqual(screen.submitTitle.events, [.next(0, "Sign in")])
    assertEqual(screen.isActivityAnimating.events, [.next(0, false)])
    #expect(screen.focusPassword.events.isEmpty && screen.clearPassword.events.isEmpty)
    #expect(screen.alert.events.isEmpty && screen.navigation.isEmpty)
  }

  @Test func aPasswordOfSixCharactersIsValidAndFiveIsTooShort() {
    let screen = LoginHarness()
    screen.at(100) { $0.emailChanged("ada@example.com") }
    screen.at(200) { $0.passwordChanged("12345") }
    screen.at(300) { $0.passwordChanged("123456") }
    screen.at(400) { $0.passwordChanged("he\u{301}llo") }  // "é" as e + U+0301 counts once
    screen.scheduler.start()
    assertEqual(
      screen.isSubmitEnabled.events, [.next(0, false), .next(300, true), .next(400, false)])
  }

  @Test func submitIsDisabledUntilEmailAndPasswordAreValid() {
    let screen = LoginHarness()
    screen.at(100) { $0.emailChanged("ada@example") }
    screen.at(110) { $0.passwordChanged("lovelace1") }
    screen.at(120) { $0.emailChanged("  ada@example.com ") }
    screen.at(130) { $0.passwordChanged("short") }
    screen.at(140) { $0.passwordChanged("éééééé") }
    screen.at(150) { $0.emailChanged("ada@example.c") }
    screen.scheduler.start()
    assertEqual(
      screen.isSubmitEnabled.events,
      [
        .next(0, false), .next(120, true), .next(130, false), .next(140, true), .next(150, false),
      ])
    assertEqual(screen.submitTitle.events, [.next(0, "Sign in")])
    assertEqual(screen.isActivityAnimating.events, [.next(0, false)])
    #expect(screen.alert.events.isEmpty && screen.navigation.isEmpty)
  }

  @Test func returnInEmailFocusesThePassword() {
    let screen = LoginHarness()
    screen.at(100) { $0.emailReturnPressed() }
    screen.scheduler.start()
    assertEqual(screen.focusPassword.nextTimes, [100])
    #expect(screen.alert.events.isEmpty)
  }

  @Test func returnInPasswordWithAnInvalidFormShowsTheFormErrors() {
    let screen = LoginHarness()
    screen.at(100) { $0.passwordReturnPressed() }
    screen.at(200) { $0.emailChanged("ada@example.com") }
    screen.at(300) { $0.passwordReturnPressed() }
    screen.scheduler.start()
    let both = "Enter a valid email address.\nPassword must be at least 6 characters."
    assertEqual(
      screen.alert.events,
      [
        .next(100, AlertText(title: "Error", message: both, button: "OK")),
        .next(
          300,
          AlertText(
            title: "Error", message: "Password must be at least 6 characters.", button: "OK")
        ),
      ])
    assertEqual(screen.submitTitle.events, [.next(0, "Sign in")])
  }

  @Test func returnInPasswordNamesOnlyTheFailingRule() {
    let screen = LoginHarness()
    screen.at(100) { $0.emailChanged("ada@example.com") }
    screen.at(200) { $0.passwordChanged("abc") }
    screen.at(300) { $0.passwordReturnPressed() }
    screen.at(400) { $0.emailChanged("ada") }
    screen.at(500) { $0.passwordChanged("abcdef") }
    screen.at(600) { $0.passwordReturnPressed() }
    screen.scheduler.start()
    assertEqual(
      screen.alert.events,
      [
        .next(
          300,
          AlertText(
            title: "Error", message: "Password must be at least 6 characters.", button: "OK")),
        .next(
          600, AlertText(title: "Error", message: "Enter a valid email address.", button: "OK")),
      ])
  }

  @Test func returnInPasswordWithAValidFormSubmits() {
    let screen = LoginHarness()
    screen.fill(password: "lovelace1")
    screen.at(300) { $0.passwordReturnPressed() }
    screen.scheduler.start()
    assertEqual(
      screen.submitTitle.events,
      [
        .next(0, "Sign in"), .next(300, "Signing in…"), .next(700, "Sign in"),
      ])
    assertEqual(screen.navigation, [.next(700, .showCatalog(ada))])
    #expect(screen.alert.events.isEmpty)
  }

  @Test func submittingDisablesTheButtonAndShowsActivity() {
    let screen = LoginHarness()
    screen.fill(password: "wrong-password")
    screen.at(300) { $0.loginButtonTapped() }
    screen.scheduler.start()
    assertEqual(
      screen.isSubmitEnabled.events, [.next(0, false), .next(200, true), .next(300, false)])
    assertEqual(
      screen.isActivityAnimating.events, [.next(0, false), .next(300, true), .next(700, false)])
    assertEqual(
      screen.submitTitle.events,
      [
        .next(0, "Sign in"), .next(300, "Signing in…"), .next(700, "Sign in"),
      ])
  }

  @Test func theAnswerComes400MillisecondsLater() {
    let screen = LoginHarness()
    screen.fill(password: "lovelace1")
    screen.at(300) { $0.loginButtonTapped() }
    screen.scheduler.advanceTo(699)
    #expect(screen.navigation.isEmpty)
    assertEqual(screen.submitTitle.events.last, .next(300, "Signing in…"))
    screen.scheduler.start()
    assertEqual(screen.navigation, [.next(700, .showCatalog(ada))])
  }

  @Test func editingWhileSigningInKeepsTheButtonDisabled() {
    let screen = LoginHarness()
    screen.fill(password: "lovelace2")
    screen.at(300) { $0.loginButtonTapped() }
    screen.at(400) { $0.passwordChanged("lovelace22") }
    screen.at(500) { $0.emailChanged("alan@example.com") }
    screen.scheduler.start()
    // Valid fields, but a sign-in is in flight until 700; its refusal empties the password.
    assertEqual(
      screen.isSubmitEnabled.events, [.next(0, false), .next(200, true), .next(300, false)])
  }

  @Test func returnDoesNothingWhileSigningIn() {
    let screen = LoginHarness()
    screen.fill(password: "lovelace1")
    screen.at(300) { $0.loginButtonTapped() }
    screen.at(400) { $0.emailReturnPressed() }
    screen.at(410) { $0.passwordReturnPressed() }
    screen.at(420) { $0.emailChanged("not an email") }  // fields stay editable
    screen.at(430) { $0.passwordReturnPressed() }
    screen.scheduler.start()
    #expect(screen.focusPassword.events.isEmpty)
    #expect(screen.alert.events.isEmpty)
    assertEqual(screen.navigation, [.next(700, .showCatalog(ada))])
  }

  @Test func successShowsTheCatalogAsRoot() {
    let screen = LoginHarness()
    screen.fill(email: " ADA@example.com", password: "lovelace1")
    screen.at(300) { $0.loginButtonTapped() }
    screen.scheduler.start()
    assertEqual(screen.navigation, [.next(700, .showCatalog(ada))])
    #expect(screen.clearPassword.events.isEmpty && screen.alert.events.isEmpty)
  }

  @Test func wrongPasswordClearsOnlyThePassword() {
    let screen = LoginHarness()
    screen.fill(password: "lovelace2")
    screen.at(300) { $0.loginButtonTapped() }
    screen.at(800) { $0.passwordChanged("lovelace1") }
    screen.scheduler.start()
    assertEqual(
      screen.alert.events,
      [
        .next(700, AlertText(title: failed, message: "Incorrect email or password.", button: "OK"))
      ])
    assertEqual(screen.clearPassword.nextTimes, [700])
    // Only the password was emptied: typing it again is enough to enable Sign in.
    assertEqual(
      screen.isSubmitEnabled.events,
      [
        .next(0, false), .next(200, true), .next(300, false), .next(800, true),
      ])
    assertEqual(screen.submitTitle.events.last, .next(700, "Sign in"))
    assertEqual(screen.isActivityAnimating.events.last, .next(700, false))
    #expect(screen.navigation.isEmpty)
  }

  @Test func anUnknownEmailIsAWrongPassword() {
    let screen = LoginHarness()
    screen.fill(email: "grace@example.com", password: "hopper12")
    screen.at(300) { $0.loginButtonTapped() }
    screen.scheduler.start()
    assertEqual(
      screen.alert.events,
      [
        .next(700, AlertText(title: failed, message: "Incorrect email or password.", button: "OK"))
      ])
    assertEqual(screen.clearPassword.nextTimes, [700])
    #expect(screen.navigation.isEmpty)
  }

  @Test func lockoutShowsMinutesLeftAndClearsThePassword() {
    let screen = LoginHarness()
    screen.at(100) { $0.emailChanged("ada@example.com") }
    for attempt in 0..<6 {
      let start = 1000 * (attempt + 1)
      screen.at(start) { $0.passwordChanged(attempt == 5 ? "lovelace1" : "wrong-\(attempt)") }
      screen.at(start + 10) { $0.loginButtonTapped() }
    }
    screen.at(245_000) { $0.passwordChanged("lovelace1") }
    screen.at(245_010) { $0.loginButtonTapped() }
    screen.scheduler.start()
    let incorrect = AlertText(title: failed, message: "Incorrect email or password.", button: "OK")
    func locked(_ minutes: String) -> AlertText {
      AlertText(title: failed, message: "Too many attempts. Try again in \(minutes).", button: "OK")
    }
    assertEqual(
      screen.alert.events,
      [
        .next(1410, incorrect), .next(2410, incorrect), .next(3410, incorrect),
        .next(4410, incorrect), .next(5410, locked("5 minutes")), .next(6410, locked("5 minutes")),
        .next(245_410, locked("1 minute")),
      ])
    assertEqual(screen.clearPassword.nextTimes, [1410, 2410, 3410, 4410, 5410, 6410, 245_410])
    #expect(screen.navigation.isEmpty)
  }

  @Test func unreachableServerKeepsBothFields() {
    let screen = LoginHarness(reachable: false)
    screen.fill(password: "lovelace1")
    screen.at(300) { $0.loginButtonTapped() }
    screen.scheduler.start()
    assertEqual(
      screen.alert.events,
      [
        .next(
          700,
          AlertText(
            title: failed,
            message: "Cannot reach the server. Check your connection and try again.", button: "OK"))
      ])
    #expect(screen.clearPassword.events.isEmpty)
    // Both fields kept: Sign in is enabled again as soon as the answer is in.
    assertEqual(
      screen.isSubmitEnabled.events,
      [
        .next(0, false), .next(200, true), .next(300, false), .next(700, true),
      ])
  }

  @Test func thePasswordNeverAppearsInAnyOutput() {
    let screen = LoginHarness()
    screen.at(100) { $0.emailChanged("ada@example.com") }
    screen.at(150) { $0.passwordChanged("abc12") }
    screen.at(160) { $0.passwordReturnPressed() }  // too short: the form's alert
    screen.at(200) { $0.passwordChanged("wrong-pass-42") }
    screen.at(300) { $0.loginButtonTapped() }  // wrong: the answer's alert at 700
    screen.at(800) { $0.passwordChanged("lovelace1") }
    screen.at(900) { $0.passwordReturnPressed() }  // right: the catalog at 1300
    screen.scheduler.start()
    let outputs = screen.everyOutput
    // The scan sees what the user did: both alerts and the signed-in session.
    assertEqual(screen.alert.events.count, 2)
    assertEqual(screen.navigation, [.next(1300, .showCatalog(ada))])
    #expect(outputs.contains { $0.contains("ada@example.com") })
    for password in ["abc12", "wrong-pass-42", "lovelace1"] {
      #expect(!outputs.contains { $0.contains(password) }, "\(password) in an output")
    }
  }
}
