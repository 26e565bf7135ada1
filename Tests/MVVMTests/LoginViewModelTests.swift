// The sign-in view model, through its inputs and outputs only, in virtual time: one recorded
// observer per output, exact event lists (app spec, Login rules 1-9). No view is involved.
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling
import Testing

private let failed = Strings.Login.failedTitle

@MainActor
@Suite struct LoginViewModelTests {
  @Test func startsWithADisabledSignInButtonTitledSignIn() {
    let screen = LoginHarness()
    screen.scheduler.start()
    #expect(screen.isSubmitEnabled.events == [.next(0, false)])
    #expect(screen.submitTitle.events == [.next(0, "Sign in")])
    #expect(screen.isActivityAnimating.events == [.next(0, false)])
    #expect(screen.alert.events.isEmpty && screen.route.events.isEmpty)
  }

  @Test func enablesSignInExactlyWhileBothFieldsAreValid() {
    let screen = LoginHarness()
    screen.at(100) { $0.emailChanged("ada@example") }
    screen.at(110) { $0.passwordChanged("lovelace1") }
    screen.at(120) { $0.emailChanged("  ada@example.com ") }
    screen.at(130) { $0.passwordChanged("short") }
    screen.at(140) { $0.passwordChanged("éééééé") }
    screen.at(150) { $0.emailChanged("ada@example.c") }
    screen.scheduler.start()
    #expect(
      screen.isSubmitEnabled.events == [
        .next(0, false), .next(120, true), .next(130, false), .next(140, true), .next(150, false),
      ])
  }

  @Test func returnInTheEmailFieldFocusesThePassword() {
    let screen = LoginHarness()
    screen.at(100) { $0.emailReturnPressed() }
    screen.scheduler.start()
    #expect(screen.focusPassword.nextTimes == [100])
    #expect(screen.alert.events.isEmpty)
  }

  @Test func returnInThePasswordFieldOnAnInvalidFormAlertsWithEveryFailingRule() {
    let screen = LoginHarness()
    screen.at(100) { $0.passwordReturnPressed() }
    screen.at(200) { $0.emailChanged("ada@example.com") }
    screen.at(300) { $0.passwordReturnPressed() }
    screen.scheduler.start()
    let both = "Enter a valid email address.\nPassword must be at least 6 characters."
    #expect(
      screen.alert.events == [
        .next(100, AlertText(title: "Error", message: both, button: "OK")),
        .next(
          300,
          AlertText(
            title: "Error", message: "Password must be at least 6 characters.", button: "OK")
        ),
      ])
    #expect(screen.submitTitle.events == [.next(0, "Sign in")])
  }

  @Test func returnInThePasswordFieldOnAValidFormSubmits() {
    let screen = LoginHarness()
    screen.fill(password: "lovelace1")
    screen.at(300) { $0.passwordReturnPressed() }
    screen.scheduler.start()
    #expect(
      screen.submitTitle.events == [
        .next(0, "Sign in"), .next(300, "Signing in…"), .next(700, "Sign in"),
      ])
    #expect(screen.route.events == [.next(700, .catalog(Session(email: "ada@example.com")))])
    #expect(screen.alert.events.isEmpty)
  }

  @Test func submittingDisablesTheButtonAndShowsActivityUntilTheAnswer() {
    let screen = LoginHarness()
    screen.fill(password: "wrong-password")
    screen.at(300) { $0.loginButtonTapped() }
    screen.scheduler.start()
    #expect(
      screen.isSubmitEnabled.events == [.next(0, false), .next(200, true), .next(300, false)])
    #expect(
      screen.isActivityAnimating.events == [.next(0, false), .next(300, true), .next(700, false)])
    #expect(
      screen.submitTitle.events == [
        .next(0, "Sign in"), .next(300, "Signing in…"), .next(700, "Sign in"),
      ])
  }

  @Test func successRoutesToTheCatalogWithTheSession() {
    let screen = LoginHarness()
    screen.fill(email: " ADA@example.com", password: "lovelace1")
    screen.at(300) { $0.loginButtonTapped() }
    screen.scheduler.start()
    #expect(screen.route.events == [.next(700, .catalog(Session(email: "ada@example.com")))])
    #expect(screen.clearPassword.events.isEmpty)
  }

  @Test func aWrongPasswordAlertsAtTheAnswerAndEmptiesOnlyThePassword() {
    let screen = LoginHarness()
    screen.fill(password: "lovelace2")
    screen.at(300) { $0.loginButtonTapped() }
    screen.at(800) { $0.passwordChanged("lovelace1") }
    screen.scheduler.start()
    #expect(
      screen.alert.events == [
        .next(700, AlertText(title: failed, message: "Incorrect email or password.", button: "OK"))
      ])
    #expect(screen.clearPassword.nextTimes == [700])
    // The emptied password counts: the form is invalid until the password is typed again.
    #expect(
      screen.isSubmitEnabled.events == [
        .next(0, false), .next(200, true), .next(300, false), .next(800, true),
      ])
    #expect(screen.route.events.isEmpty)
  }

  @Test func theFifthFailureForOneEmailLocksItForFiveMinutes() {
    let screen = LoginHarness()
    screen.at(100) { $0.emailChanged("ada@example.com") }
    for attempt in 0..<6 {
      let start = 1000 * (attempt + 1)
      screen.at(start) { $0.passwordChanged(attempt == 5 ? "lovelace1" : "wrong-\(attempt)") }
      screen.at(start + 10) { $0.loginButtonTapped() }
    }
    screen.scheduler.start()
    let incorrect = AlertText(title: failed, message: "Incorrect email or password.", button: "OK")
    let locked = AlertText(
      title: failed, message: "Too many attempts. Try again in 5 minutes.", button: "OK")
    #expect(
      screen.alert.events == [
        .next(1410, incorrect), .next(2410, incorrect), .next(3410, incorrect),
        .next(4410, incorrect), .next(5410, locked), .next(6410, locked),
      ])
    #expect(screen.clearPassword.nextTimes == [1410, 2410, 3410, 4410, 5410, 6410])
    #expect(screen.route.events.isEmpty)
  }

  @Test func anUnreachableServerAlertsAndKeepsBothFields() {
    let screen = LoginHarness(reachable: false)
    screen.fill(password: "lovelace1")
    screen.at(300) { $0.loginButtonTapped() }
    screen.scheduler.start()
    #expect(
      screen.alert.events == [
        .next(
          700,
          AlertText(
            title: failed,
            message: "Cannot reach the server. Check your connection and try again.", button: "OK"))
      ])
    #expect(screen.clearPassword.events.isEmpty)
    #expect(
      screen.isSubmitEnabled.events == [
        .next(0, false), .next(200, true), .next(300, false), .next(700, true),
      ])
  }

  @Test func whileSigningInReturnInEitherFieldDoesNothing() {
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
    #expect(screen.route.events == [.next(700, .catalog(Session(email: "ada@example.com")))])
  }

  @Test func tapsWhileTheButtonIsDisabledSendNoRequest() {
    let spy = SpyAuthService()
    let viewModel = LoginViewModel(authService: spy)
    let bag = DisposeBag()
    viewModel.outputs.route.emit(onNext: { _ in }).disposed(by: bag)
    viewModel.inputs.loginButtonTapped()
    viewModel.inputs.emailChanged("ada@example.com")
    viewModel.inputs.passwordChanged("lovelace1")
    viewModel.inputs.loginButtonTapped()
    viewModel.inputs.loginButtonTapped()
    #expect(spy.requestCount == 1)
  }

  @Test func disposingTheBindingsCancelsThePendingSignIn() {
    let spy = SpyAuthService()
    var bag: DisposeBag? = DisposeBag()
    let viewModel = LoginViewModel(authService: spy)
    bag.map { viewModel.outputs.alert.emit(onNext: { _ in }).disposed(by: $0) }
    viewModel.inputs.emailChanged("ada@example.com")
    viewModel.inputs.passwordChanged("lovelace1")
    viewModel.inputs.passwordReturnPressed()
    #expect(spy.requestCount == 1 && spy.cancelCount == 0)
    bag = nil
    #expect(spy.cancelCount == 1)
  }

  @Test func theViewModelIsReleasedWithItsBindingsEvenWithASignInPending() {
    let screen = LoginHarness()
    weak var released = screen.viewModel
    screen.fill(password: "lovelace1")
    screen.at(300) { $0.loginButtonTapped() }
    screen.scheduler.advanceTo(500)
    screen.bag = nil
    screen.viewModel = nil
    screen.scheduler.start()
    #expect(released == nil)
    #expect(screen.route.events.isEmpty)
    #expect(screen.submitTitle.events == [.next(0, "Sign in"), .next(300, "Signing in…")])
  }

  @Test func thePasswordNeverAppearsInAnyOutput() {
    let screen = LoginHarness()
    screen.fill(password: "secret-42")
    screen.at(300) { $0.loginButtonTapped() }
    screen.at(800) { $0.passwordReturnPressed() }
    screen.scheduler.start()
    let texts =
      screen.alert.events.map { "\($0.value)" } + screen.submitTitle.events.map { "\($0.value)" }
    #expect(!texts.isEmpty)
    #expect(texts.allSatisfy { !$0.contains("secret-42") })
  }
}
