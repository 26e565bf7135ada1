import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// Signing in and its answers (app spec, Login rules 5-9), and the controller's lifetime;
/// rule 10 is `MVCAppTests.thePasswordNeverAppearsInAnyOutput()`.
extension LoginViewControllerTests {
  // MARK: Rule 5: submitting

  @Test func submittingDisablesTheButtonAndShowsActivity() throws {
    try submit("ada@example.com", "wrong-password")
    let submit = try screen.button(ID.submit)
    let activity: UIActivityIndicatorView = try screen.element(ID.activity)
    assertEqual(submit.isEnabled, false)
    assertEqual(submit.title(for: .normal), "Signing in…")
    assertEqual(activity.isHidden, false)
    #expect(activity.isAnimating)
    screen.wait(399)
    #expect(screen.alert == nil)
    assertEqual(submit.title(for: .normal), "Signing in…")
    screen.wait(1)
    assertEqual(screen.alertText?.title, "Sign-in failed")
    assertEqual(submit.title(for: .normal), "Sign in")
    #expect(activity.isHidden)
  }

  @Test func theAnswerComes400MillisecondsLater() throws {
    try submit("ada@example.com", "lovelace1")
    screen.wait(399)
    #expect(screen.navigation.topViewController is LoginViewController)
    try assertEqual(screen.button(ID.submit).title(for: .normal), "Signing in…")
    screen.wait(1)
    #expect(screen.navigation.topViewController is CatalogViewController)
  }

  @Test func returnDoesNothingWhileSigningIn() throws {
    try screen.driver.type("lovelace1", into: ID.password)
    try screen.driver.type("ada@example.com", into: ID.email)
    try screen.driver.tap(ID.submit)
    try screen.driver.pressReturn(in: ID.email)
    try assertEqual(screen.field(ID.password).isFirstResponder, false)
    try screen.driver.pressReturn(in: ID.password)
    #expect(screen.alert == nil)
    assertEqual(scheduler.pendingCount, 1)
    screen.wait(400)
    #expect(screen.navigation.topViewController is CatalogViewController)
  }

  @Test func editingWhileSigningInKeepsTheButtonDisabled() throws {
    try submit("ada@example.com", "wrongpass")
    try screen.driver.type("x", into: ID.email)
    try screen.driver.clear(ID.email)
    try screen.driver.type("alan@example.com", into: ID.email)
    try assertEqual(screen.field(ID.email).text, "alan@example.com")
    try assertEqual(screen.button(ID.submit).isEnabled, false)
  }

  // MARK: Rule 6: success

  @Test func successShowsTheCatalogAsRoot() throws {
    try submit("ADA@example.com ", "lovelace1")
    screen.wait(400)
    assertEqual(screen.navigation.viewControllers.count, 1)
    #expect(screen.navigation.topViewController is CatalogViewController)
    assertEqual(screen.driver.topScreenIdentifier, "catalog")
    #expect(screen.alert == nil)
  }

  // MARK: Rules 7-9: failures

  @Test func wrongPasswordClearsOnlyThePassword() throws {
    try submit("ada@example.com", "lovelace2")
    screen.wait(400)
    assertEqual(
      screen.alertText,
      AlertText(
        title: "Sign-in failed", message: "Incorrect email or password.", buttons: ["OK"]))
    try assertEqual(screen.field(ID.email).text, "ada@example.com")
    try assertEqual(screen.field(ID.password).text ?? "", "")
    try assertEqual(screen.button(ID.submit).title(for: .normal), "Sign in")
    try assertEqual(screen.button(ID.submit).isEnabled, false)
    #expect(try screen.element(ID.activity).isHidden)
    try screen.driver.tapAlertButton("OK")
    #expect(screen.alert == nil)
    assertEqual(screen.driver.topScreenIdentifier, "login")
    #expect(screen.navigation.topViewController is LoginViewController)
  }

  @Test func anUnknownEmailIsAWrongPassword() throws {
    try submit("grace@example.com", "hopper12")
    screen.wait(400)
    assertEqual(
      screen.alertText,
      AlertText(
        title: "Sign-in failed", message: "Incorrect email or password.", buttons: ["OK"]))
    try assertEqual(screen.field(ID.email).text, "grace@example.com")
    try assertEqual(screen.field(ID.password).text ?? "", "")
  }

  @Test func lockoutShowsMinutesLeftAndClearsThePassword() throws {
    try screen.driver.type("ada@example.com", into: ID.email)
    for attempt in 1...5 {
      try screen.driver.type("wrong\(attempt)", into: ID.password)
      try screen.driver.tap(ID.submit)
      screen.wait(400)
      let expected =
        attempt < 5 ? "Incorrect email or password." : "Too many attempts. Try again in 5 minutes."
      assertEqual(screen.alertText?.message, expected)
      try screen.driver.tapAlertButton("OK")
    }
    try screen.driver.type("lovelace1", into: ID.password)
    screen.wait(4 * 60_000 + 1)
    try screen.driver.tap(ID.submit)
    screen.wait(400)
    assertEqual(screen.alertText?.message, "Too many attempts. Try again in 1 minute.")
    try assertEqual(screen.field(ID.password).text ?? "", "")
    #expect(screen.navigation.topViewController is LoginViewController)
  }

  @Test func unreachableServerKeepsBothFields() throws {
    auth.isReachable = false
    try submit("ada@example.com", "lovelace1")
    screen.wait(400)
    assertEqual(
      screen.alertText,
      AlertText(
        title: "Sign-in failed",
        message: "Cannot reach the server. Check your connection and try again.",
        buttons: ["OK"]))
    try assertEqual(screen.field(ID.email).text, "ada@example.com")
    try assertEqual(screen.field(ID.password).text, "lovelace1")
    #expect(try screen.button(ID.submit).isEnabled)
    try assertEqual(screen.button(ID.submit).title(for: .normal), "Sign in")
  }

  // MARK: No leaks

  @Test func theScreenIsReleasedWithItsWindow() throws {
    weak var released: LoginViewController?
    do {
      let scheduler = VirtualScheduler()
      let controller = LoginViewController(
        environment: AppEnvironment(
          scheduler: scheduler, authService: InMemoryAuthService(scheduler: scheduler),
          catalogStore: InMemoryCatalogStore(seeds: [])))
      released = controller
      let harness = ScreenHarness(scheduler: scheduler, root: controller)
      try harness.driver.type("ada@example.com", into: ID.email)
      try harness.driver.type("lovelace1", into: ID.password)
      try harness.driver.tap(ID.submit)
      harness.tearDown()
    }
    #expect(released == nil)
  }

  @Test func leavingTheScreenCancelsThePendingSignIn() throws {
    try submit("ada@example.com", "lovelace1")
    screen.navigation.setViewControllers([StubScreen("elsewhere")], animated: false)
    assertEqual(scheduler.pendingCount, 0)
    screen.wait(400)
    assertEqual(screen.driver.topScreenIdentifier, "elsewhere")
  }

  /// Types `email` and `password` and taps Sign in, as a user does.
  func submit(_ email: String, _ password: String) throws {
    try screen.driver.type(email, into: ID.email)
    try screen.driver.type(password, into: ID.password)
    try screen.driver.tap(ID.submit)
  }
}
