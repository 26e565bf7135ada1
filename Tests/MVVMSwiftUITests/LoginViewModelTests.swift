// The sign-in view model, through its properties and events only, in virtual time, with a
// navigator spy (app spec, Login rules 1-10). No view is involved.
import Assertions
import Domain
import MVVMSwiftUI
import Scheduling
import Testing

private let ada = Session(email: "ada@example.com")

@MainActor
struct LoginViewModelTests {
  let scheduler = VirtualScheduler()
  let navigator = SpyNavigator()

  func makeViewModel(reachable: Bool = true) -> LoginViewModel {
    LoginViewModel(
      authService: InMemoryAuthService(
        scheduler: scheduler, users: InMemoryAuthService.defaultUsers, isReachable: reachable),
      navigator: navigator)
  }

  @Test func submitIsDisabledUntilEmailAndPasswordAreValid() {
    let viewModel = makeViewModel()
    #expect(!viewModel.canSubmit)
    viewModel.email = "ada@example"
    viewModel.password = "lovelace1"
    #expect(!viewModel.canSubmit)
    viewModel.email = "  ada@example.com "
    #expect(viewModel.canSubmit)
    viewModel.password = "short"
    #expect(!viewModel.canSubmit)
    viewModel.password = "éééééé"
    #expect(viewModel.canSubmit)
    assertEqual(viewModel.submitTitle, "Sign in")
    #expect(!viewModel.isActivityAnimating)
    #expect(viewModel.alert == nil && navigator.moves.isEmpty)
  }

  @Test func returnInEmailFocusesThePassword() {
    let viewModel = makeViewModel()
    viewModel.focusedField = .email
    viewModel.emailReturnPressed()
    assertEqual(viewModel.focusedField, .password)
    #expect(viewModel.alert == nil)
  }

  @Test func returnInPasswordWithAnInvalidFormShowsTheFormErrors() {
    let viewModel = makeViewModel()
    viewModel.passwordReturnPressed()
    assertEqual(
      viewModel.alert,
      AlertText(
        title: "Error",
        message: "Enter a valid email address.\nPassword must be at least 6 characters.",
        button: "OK"))
    viewModel.alert = nil
    viewModel.email = "ada@example.com"
    viewModel.passwordReturnPressed()
    assertEqual(
      viewModel.alert,
      AlertText(
        title: "Error", message: "Password must be at least 6 characters.", button: "OK"))
    #expect(!viewModel.isSigningIn)
  }

  @Test func submittingDisablesTheButtonAndShowsActivity() {
    let viewModel = makeViewModel()
    viewModel.email = "ada@example.com"
    viewModel.password = "lovelace1"
    viewModel.loginButtonTapped()
    #expect(!viewModel.canSubmit)
    assertEqual(viewModel.submitTitle, "Signing in…")
    #expect(viewModel.isActivityAnimating)
    scheduler.advance(by: .milliseconds(399))
    #expect(viewModel.isSigningIn)
    scheduler.advance(by: .milliseconds(1))
    #expect(!viewModel.isSigningIn)
    assertEqual(viewModel.submitTitle, "Sign in")
  }

  @Test func returnDoesNothingWhileSigningIn() {
    let viewModel = makeViewModel()
    viewModel.email = "ada@example.com"
    viewModel.password = "lovelace1"
    viewModel.focusedField = .email
    viewModel.loginButtonTapped()
    viewModel.emailReturnPressed()
    viewModel.passwordReturnPressed()
    assertEqual(viewModel.focusedField, .email)
    #expect(viewModel.alert == nil)
    scheduler.advance(by: .milliseconds(400))
    assertEqual(navigator.moves, [.showCatalog(ada)])
  }

  @Test func successShowsTheCatalogAsRoot() {
    let viewModel = makeViewModel()
    viewModel.email = " ADA@example.com "
    viewModel.password = "lovelace1"
    viewModel.passwordReturnPressed()
    #expect(navigator.moves.isEmpty)
    scheduler.advance(by: .milliseconds(400))
    assertEqual(navigator.moves, [.showCatalog(ada)])
    #expect(viewModel.alert == nil)
  }

  @Test func wrongPasswordClearsOnlyThePassword() {
    let viewModel = makeViewModel()
    viewModel.email = "ada@example.com"
    viewModel.password = "wrong-one"
    viewModel.loginButtonTapped()
    scheduler.advance(by: .milliseconds(400))
    assertEqual(
      viewModel.alert,
      AlertText(title: "Sign-in failed", message: "Incorrect email or password.", button: "OK")
    )
    assertEqual(viewModel.email, "ada@example.com")
    assertEqual(viewModel.password, "")
    #expect(viewModel.submitTitle == "Sign in" && !viewModel.isActivityAnimating)
    #expect(navigator.moves.isEmpty)
  }

  @Test func lockoutShowsMinutesLeftAndClearsThePassword() {
    let viewModel = makeViewModel()
    viewModel.email = "ada@example.com"
    for _ in 1...5 {
      viewModel.password = "wrong-one"
      viewModel.loginButtonTapped()
      scheduler.advance(by: .milliseconds(400))
    }
    assertEqual(
      viewModel.alert?.message, "Too many attempts. Try again in 5 minutes.")
    assertEqual(viewModel.password, "")
    viewModel.alert = nil
    scheduler.advance(by: .seconds(4 * 60 + 1))
    viewModel.password = "lovelace1"
    viewModel.loginButtonTapped()
    scheduler.advance(by: .milliseconds(400))
    assertEqual(viewModel.alert?.message, "Too many attempts. Try again in 1 minute.")
    assertEqual(viewModel.password, "")
    #expect(navigator.moves.isEmpty)
  }

  @Test func unreachableServerKeepsBothFields() {
    let viewModel = makeViewModel(reachable: false)
    viewModel.email = "ada@example.com"
    viewModel.password = "lovelace1"
    viewModel.loginButtonTapped()
    scheduler.advance(by: .milliseconds(400))
    assertEqual(
      viewModel.alert,
      AlertText(
        title: "Sign-in failed",
        message: "Cannot reach the server. Check your connection and try again.", button: "OK"))
    #expect(viewModel.email == "ada@example.com" && viewModel.password == "lovelace1")
    #expect(viewModel.canSubmit)
  }

  @Test func thePasswordNeverAppearsInAnyOutput() {
    let viewModel = makeViewModel()
    viewModel.email = "ada@example.com"
    viewModel.password = "wrong-one"
    viewModel.loginButtonTapped()
    scheduler.advance(by: .milliseconds(400))
    let shown =
      [viewModel.submitTitle, viewModel.alert?.title, viewModel.alert?.message]
      + (viewModel.alert?.buttons ?? [])
    #expect(!shown.contains { $0?.contains("wrong-one") == true })
  }

  @Test func leavingTheScreenCancelsThePendingSignIn() {
    weak var released: LoginViewModel?
    do {
      let viewModel = makeViewModel()
      viewModel.email = "ada@example.com"
      viewModel.password = "lovelace1"
      viewModel.loginButtonTapped()
      released = viewModel
    }
    #expect(released == nil)
    assertEqual(scheduler.pendingCount, 0)
    scheduler.advance(by: .milliseconds(400))
    #expect(navigator.moves.isEmpty)
  }
}
