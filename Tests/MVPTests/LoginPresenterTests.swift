/// The sign-in presenter against a spy view and a spy navigator, on virtual time, with the
/// in-memory auth service: every Login rule of the spec, without a screen.
import Assertions
import Domain
import MVP
import Scheduling
import Testing

/// A sign-in presenter wired to spies, its view loaded.
private struct LoginFixture {
  let scheduler = VirtualScheduler()
  let auth: InMemoryAuthService
  let view = SpyLoginView()
  let navigator = SpyNavigator()
  let presenter: LoginPresenter

  init(isReachable: Bool = true) {
    auth = InMemoryAuthService(scheduler: scheduler, isReachable: isReachable)
    presenter = LoginPresenter(authService: auth, navigator: navigator)
    presenter.view = view
    presenter.viewDidLoad()
  }

  func fill(email: String, password: String) {
    presenter.emailChanged(email)
    presenter.passwordChanged(password)
  }

  func signIn(email: String, password: String) {
    fill(email: email, password: password)
    presenter.loginButtonTapped()
    scheduler.advance(by: .milliseconds(400))
  }
}

struct LoginPresenterTests {
  @Test func theFormStartsWithADisabledSignInButtonAndNoActivity() {
    let app = LoginFixture()
    assertEqual(app.view.isSubmitEnabled, false)
    assertEqual(app.view.submitTitle, "Sign in")
    assertEqual(app.view.isActivityAnimating, false)
  }

  @Test func submitIsDisabledUntilEmailAndPasswordAreValid() {
    let app = LoginFixture()
    app.fill(email: "ada@", password: "lovelace1")
    assertEqual(app.view.isSubmitEnabled, false)
    app.fill(email: "ada@example.com", password: "12345")
    assertEqual(app.view.isSubmitEnabled, false)
    app.fill(email: "  ada@example.com ", password: "123456")
    assertEqual(app.view.isSubmitEnabled, true)
    app.presenter.emailChanged("ada@example")
    assertEqual(app.view.isSubmitEnabled, false)
  }

  @Test func aPasswordOfSixCharactersIsValidAndFiveIsTooShort() {
    let app = LoginFixture()
    app.fill(email: "ada@example.com", password: "12345")
    assertEqual(app.view.isSubmitEnabled, false)
    app.presenter.passwordChanged("123456")
    assertEqual(app.view.isSubmitEnabled, true)
    app.presenter.passwordChanged("he\u{301}llo")  // "é" typed as e + U+0301 counts once
    assertEqual(app.view.isSubmitEnabled, false)
  }

  @Test func submitOnAnInvalidFormDoesNothing() {
    let app = LoginFixture()
    app.fill(email: "ada@example.com", password: "12345")
    app.presenter.loginButtonTapped()
    assertEqual(app.scheduler.pendingCount, 0)
    assertEqual(app.view.submitTitle, "Sign in")
    assertEqual(app.view.isActivityAnimating, false)
    #expect(app.view.alerts.isEmpty)
  }

  @Test func returnInEmailFocusesThePassword() {
    let app = LoginFixture()
    app.presenter.emailReturnPressed()
    assertEqual(app.view.focusPasswordCount, 1)
    #expect(app.view.alerts.isEmpty)
  }

  @Test func returnInPasswordWithAnInvalidFormShowsTheFormErrors() {
    let app = LoginFixture()
    app.fill(email: "ada@", password: "abc")
    app.presenter.passwordReturnPressed()
    assertEqual(
      app.view.alerts,
      [
        AlertText(
          title: "Error",
          message: "Enter a valid email address.\nPassword must be at least 6 characters.",
          button: "OK")
      ])
    assertEqual(app.scheduler.pendingCount, 0)
    assertEqual(app.view.submitTitle, "Sign in")
    assertEqual(app.view.clearPasswordCount, 0)
  }

  @Test func returnInPasswordNamesOnlyTheFailingRule() {
    let app = LoginFixture()
    app.fill(email: "ada@example.com", password: "abc")
    app.presenter.passwordReturnPressed()
    assertEqual(app.view.alerts.map(\.message), ["Password must be at least 6 characters."])
  }

  @Test func returnInPasswordWithAValidFormSubmits() {
    let app = LoginFixture()
    app.fill(email: "ada@example.com", password: "lovelace1")
    app.presenter.passwordReturnPressed()
    assertEqual(app.view.submitTitle, "Signing in…")
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.navigator.moves, [.catalog(Session(email: "ada@example.com"))])
  }

  @Test func submittingDisablesTheButtonAndShowsActivity() {
    let app = LoginFixture()
    app.fill(email: "ada@example.com", password: "lovelace1")
    app.presenter.loginButtonTapped()
    assertEqual(app.view.isSubmitEnabled, false)
    assertEqual(app.view.submitTitle, "Signing in…")
    assertEqual(app.view.isActivityAnimating, true)
    assertEqual(app.scheduler.pendingCount, 1)
  }

  @Test func returnDoesNothingWhileSigningIn() {
    let app = LoginFixture()
    app.fill(email: "ada@example.com", password: "wrong-password")
    app.presenter.loginButtonTapped()
    app.presenter.emailReturnPressed()
    app.presenter.passwordReturnPressed()
    app.presenter.loginButtonTapped()
    assertEqual(app.view.focusPasswordCount, 0)
    #expect(app.view.alerts.isEmpty)
    assertEqual(app.scheduler.pendingCount, 1)
  }

  @Test func theAnswerComes400MillisecondsLater() {
    let app = LoginFixture()
    app.fill(email: "ada@example.com", password: "lovelace2")
    app.presenter.loginButtonTapped()
    app.scheduler.advance(by: .milliseconds(399))
    #expect(app.view.alerts.isEmpty)
    assertEqual(app.view.submitTitle, "Signing in…")
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(app.view.alerts.map(\.title), ["Sign-in failed"])
    assertEqual(app.view.submitTitle, "Sign in")
  }

  @Test func editingWhileSigningInKeepsTheButtonDisabled() {
    let app = LoginFixture()
    app.fill(email: "ada@example.com", password: "lovelace1")
    app.presenter.loginButtonTapped()
    app.presenter.passwordChanged("lovelace12")
    assertEqual(app.view.isSubmitEnabled, false)
  }

  @Test func successShowsTheCatalogAsRoot() {
    let app = LoginFixture()
    app.fill(email: " ADA@example.com ", password: "lovelace1")
    app.presenter.loginButtonTapped()
    app.scheduler.advance(by: .milliseconds(399))
    #expect(app.navigator.moves.isEmpty)
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(app.navigator.moves, [.catalog(Session(email: "ada@example.com"))])
    #expect(app.view.alerts.isEmpty)
  }

  @Test func wrongPasswordClearsOnlyThePassword() {
    let app = LoginFixture()
    app.fill(email: "ada@example.com", password: "lovelace2")
    app.presenter.loginButtonTapped()
    app.scheduler.advance(by: .milliseconds(399))
    #expect(app.view.alerts.isEmpty)
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(
      app.view.alerts,
      [
        AlertText(title: "Sign-in failed", message: "Incorrect email or password.", button: "OK")
      ])
    assertEqual(app.view.clearPasswordCount, 1)
    assertEqual(app.view.submitTitle, "Sign in")
    assertEqual(app.view.isActivityAnimating, false)
    assertEqual(app.view.isSubmitEnabled, false)
    #expect(app.navigator.moves.isEmpty)
    app.presenter.passwordChanged("lovelace1")
    assertEqual(app.view.isSubmitEnabled, true)
  }

  @Test func anUnknownEmailIsAWrongPassword() {
    let app = LoginFixture()
    app.signIn(email: "grace@example.com", password: "hopper12")
    assertEqual(app.view.alerts.map(\.message), ["Incorrect email or password."])
  }

  @Test func lockoutShowsMinutesLeftAndClearsThePassword() {
    let app = LoginFixture()
    for _ in 1...4 { app.signIn(email: "ada@example.com", password: "wrong1") }
    app.signIn(email: "ada@example.com", password: "wrong1")
    assertEqual(app.view.alerts.count, 5)
    assertEqual(app.view.alerts.last?.message, "Too many attempts. Try again in 5 minutes.")
    assertEqual(app.view.clearPasswordCount, 5)

    app.scheduler.advance(by: .seconds(4 * 60))
    app.signIn(email: "ada@example.com", password: "lovelace1")
    assertEqual(app.view.alerts.last?.message, "Too many attempts. Try again in 1 minute.")
    #expect(app.navigator.moves.isEmpty)

    app.scheduler.advance(by: .seconds(60))
    app.signIn(email: "ada@example.com", password: "lovelace1")
    assertEqual(app.navigator.moves, [.catalog(Session(email: "ada@example.com"))])
  }

  @Test func unreachableServerKeepsBothFields() {
    let app = LoginFixture(isReachable: false)
    app.signIn(email: "ada@example.com", password: "lovelace1")
    assertEqual(
      app.view.alerts.map(\.message),
      [
        "Cannot reach the server. Check your connection and try again."
      ])
    assertEqual(app.view.clearPasswordCount, 0)
    assertEqual(app.view.isSubmitEnabled, true)
    assertEqual(app.view.submitTitle, "Sign in")
    assertEqual(app.view.isActivityAnimating, false)
  }

  /// Login rule 10, at the presenter's seam: signs in for real, wrong then right, and reads
  /// every call the presenter made to its view and navigator for the passwords typed.
  /// (`MVPAppTests` reads the screen renders of the same walk.)
  @Test func thePasswordNeverAppearsInAnyOutput() {
    let app = LoginFixture()
    app.signIn(email: "ada@example.com", password: "wrong-secret")
    assertEqual(app.view.alerts.map(\.message), ["Incorrect email or password."])
    app.presenter.passwordChanged("lovelace1")
    app.presenter.passwordReturnPressed()
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.navigator.moves, [.catalog(Session(email: "ada@example.com"))])
    let outputs = app.view.log + app.navigator.moves.map { "\($0)" }
    #expect(outputs.count > 10)
    for password in ["wrong-secret", "lovelace1"] {
      #expect(outputs.allSatisfy { !$0.contains(password) }, "\(password) was output")
    }
  }

  @Test func leavingTheScreenCancelsThePendingSignIn() {
    let scheduler = VirtualScheduler()
    let navigator = SpyNavigator()
    let view = SpyLoginView()
    weak var released: LoginPresenter?
    do {
      let presenter = LoginPresenter(
        authService: InMemoryAuthService(scheduler: scheduler), navigator: navigator)
      presenter.view = view
      presenter.emailChanged("ada@example.com")
      presenter.passwordChanged("lovelace1")
      presenter.loginButtonTapped()
      released = presenter
      assertEqual(scheduler.pendingCount, 1)
    }
    #expect(released == nil)
    assertEqual(scheduler.pendingCount, 0)
    scheduler.advance(by: .seconds(1))
    #expect(navigator.moves.isEmpty)
  }

  @Test func theViewIsHeldWeakly() {
    let app = LoginFixture()
    weak var released: SpyLoginView?
    do {
      let view = SpyLoginView()
      app.presenter.view = view
      released = view
    }
    #expect(released == nil)
    #expect(app.presenter.view == nil)
  }
}
