/// The sign-in presenter alone, against a spy view, a fake interactor and a spy router: its
/// presentation decisions (Login rules 2-9), with the interactor's answers played by hand.
import Assertions
import Domain
import Testing
import VIPER

/// A sign-in presenter wired to fakes, its view loaded.
private struct LoginFixture {
  let view = SpyLoginView()
  let interactor = FakeLoginInteractor()
  let router = SpyRouter()
  let presenter: LoginPresenter

  init() {
    presenter = LoginPresenter(interactor: interactor, router: router)
    presenter.view = view
    presenter.viewDidLoad()
  }

  /// A valid form (the interactor finds no error), submitted.
  func submit() {
    interactor.errors = []
    presenter.emailChanged("ada@example.com")
    presenter.passwordChanged("secret99")
    presenter.loginButtonTapped()
  }
}

private let failed = "Sign-in failed"

struct LoginPresenterTests {
  @Test func theFormStartsWithADisabledSignInButtonAndNoActivity() {
    let app = LoginFixture()
    assertEqual(app.view.isSubmitEnabled, false)
    assertEqual(app.view.submitTitle, "Sign in")
    assertEqual(app.view.isActivityAnimating, false)
  }

  @Test func submitIsDisabledUntilEmailAndPasswordAreValid() {
    let app = LoginFixture()
    app.interactor.errors = [.invalidEmail]
    app.presenter.emailChanged("ada@")
    assertEqual(app.view.isSubmitEnabled, false)
    app.interactor.errors = []
    app.presenter.emailChanged("ada@example.com")
    assertEqual(app.view.isSubmitEnabled, true)
    app.interactor.errors = [.shortPassword]
    app.presenter.passwordChanged("12345")
    assertEqual(app.view.isSubmitEnabled, false)
    app.presenter.loginButtonTapped()
    #expect(app.interactor.signIns.isEmpty)
  }

  @Test func submitOnAnInvalidFormDoesNothing() {
    let app = LoginFixture()
    app.interactor.errors = [.shortPassword]
    app.presenter.emailChanged("ada@example.com")
    app.presenter.passwordChanged("12345")
    app.presenter.loginButtonTapped()
    #expect(app.interactor.signIns.isEmpty)
    assertEqual(app.view.submitTitle, "Sign in")
    assertEqual(app.view.isActivityAnimating, false)
    #expect(app.view.alerts.isEmpty)
  }

  @Test func editingWhileSigningInKeepsTheButtonDisabled() {
    let app = LoginFixture()
    app.submit()
    app.presenter.passwordChanged("secret999")
    app.presenter.emailChanged("alan@example.com")
    assertEqual(app.view.isSubmitEnabled, false)
    assertEqual(app.interactor.signIns.count, 1)
  }

  @Test func returnInEmailFocusesThePassword() {
    let app = LoginFixture()
    app.presenter.emailReturnPressed()
    assertEqual(app.view.focusPasswordCount, 1)
    #expect(app.view.alerts.isEmpty)
  }

  @Test func returnInPasswordWithAnInvalidFormShowsTheFormErrors() {
    let app = LoginFixture()
    app.interactor.errors = [.invalidEmail, .shortPassword]
    app.presenter.passwordReturnPressed()
    assertEqual(
      app.view.alerts,
      [
        AlertText(
          title: "Error",
          message: "Enter a valid email address.\nPassword must be at least 6 characters.",
          button: "OK")
      ])
    #expect(app.interactor.signIns.isEmpty)
    assertEqual(app.view.submitTitle, "Sign in")
  }

  @Test func returnInPasswordNamesOnlyTheFailingRule() {
    let app = LoginFixture()
    app.interactor.errors = [.shortPassword]
    app.presenter.passwordReturnPressed()
    app.interactor.errors = [.invalidEmail]
    app.presenter.passwordReturnPressed()
    assertEqual(
      app.view.alerts,
      [
        AlertText(
          title: "Error", message: "Password must be at least 6 characters.", button: "OK"),
        AlertText(title: "Error", message: "Enter a valid email address.", button: "OK"),
      ])
    #expect(app.interactor.signIns.isEmpty)
  }

  @Test func returnInPasswordWithAValidFormSubmits() {
    let app = LoginFixture()
    app.interactor.errors = []
    app.presenter.emailChanged("ada@example.com")
    app.presenter.passwordChanged("secret99")
    app.presenter.passwordReturnPressed()
    assertEqual(
      app.interactor.signIns, [Credentials(email: "ada@example.com", password: "secret99")])
    #expect(app.view.alerts.isEmpty)
  }

  @Test func submittingDisablesTheButtonAndShowsActivity() {
    let app = LoginFixture()
    app.submit()
    assertEqual(
      app.interactor.signIns, [Credentials(email: "ada@example.com", password: "secret99")])
    assertEqual(app.view.isSubmitEnabled, false)
    assertEqual(app.view.submitTitle, "Signing in…")
    assertEqual(app.view.isActivityAnimating, true)
  }

  @Test func returnDoesNothingWhileSigningIn() {
    let app = LoginFixture()
    app.submit()
    app.presenter.emailReturnPressed()
    app.presenter.passwordReturnPressed()
    app.presenter.loginButtonTapped()
    app.presenter.passwordChanged("secret999")
    assertEqual(app.view.focusPasswordCount, 0)
    assertEqual(app.interactor.signIns.count, 1)
    assertEqual(app.view.isSubmitEnabled, false)
    #expect(app.view.alerts.isEmpty)
  }

  /// The presenter's part: it asks the router for the catalog (the router's tests show it).
  @Test func successShowsTheCatalogAsRoot() {
    let app = LoginFixture()
    app.submit()
    app.presenter.signInAnswered(.signedIn(Session(email: "ada@example.com")))
    assertEqual(app.router.moves, [.catalog(Session(email: "ada@example.com"))])
    #expect(app.view.alerts.isEmpty)
  }

  @Test func wrongPasswordClearsOnlyThePassword() {
    let app = LoginFixture()
    app.submit()
    app.interactor.errors = [.shortPassword]
    app.presenter.signInAnswered(.incorrectCredentials)
    assertEqual(
      app.view.alerts,
      [
        AlertText(title: failed, message: "Incorrect email or password.", button: "OK")
      ])
    assertEqual(app.view.clearPasswordCount, 1)
    assertEqual(app.view.submitTitle, "Sign in")
    assertEqual(app.view.isActivityAnimating, false)
    assertEqual(
      app.interactor.checkedForms.last, Credentials(email: "ada@example.com", password: ""))
    assertEqual(app.view.isSubmitEnabled, false)
    #expect(app.router.moves.isEmpty)
  }

  @Test func lockoutShowsMinutesLeftAndClearsThePassword() {
    let app = LoginFixture()
    app.submit()
    app.presenter.signInAnswered(.lockedOut(minutesLeft: 1))
    app.submit()
    app.presenter.signInAnswered(.lockedOut(minutesLeft: 5))
    assertEqual(
      app.view.alerts.map(\.message),
      [
        "Too many attempts. Try again in 1 minute.", "Too many attempts. Try again in 5 minutes.",
      ])
    assertEqual(app.view.alerts.map(\.title), [failed, failed])
    assertEqual(app.view.clearPasswordCount, 2)
  }

  @Test func unreachableServerKeepsBothFields() {
    let app = LoginFixture()
    app.submit()
    app.presenter.signInAnswered(.unreachable)
    assertEqual(
      app.view.alerts,
      [
        AlertText(
          title: failed,
          message: "Cannot reach the server. Check your connection and try again.", button: "OK")
      ])
    assertEqual(app.view.clearPasswordCount, 0)
    assertEqual(app.view.isSubmitEnabled, true)
    assertEqual(app.view.isActivityAnimating, false)
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
