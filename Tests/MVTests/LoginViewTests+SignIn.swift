// The sign-in view's answers (app spec, Login rules 5-9), on virtual time.
import Assertions
import Domain
import HeadlessSwiftUI
import Testing

@MainActor
struct LoginViewSignInTests {
  @Test func submittingDisablesTheButtonAndShowsActivity() throws {
    let app = AppHarness()
    try app.submit("ada@example.com", "lovelace1")
    try assertEqual(app.text("login.submit"), "Signing in…")
    #expect(try !app.isEnabled("login.submit"))
    #expect(app.isShown("login.activity"))
    app.scheduler.advance(by: .milliseconds(399))
    assertEqual(app.driver.topScreenIdentifier, "login")
  }

  @Test func theAnswerComes400MillisecondsLater() throws {
    let app = AppHarness()
    try app.submit("ada@example.com", "lovelace1")
    app.scheduler.advance(by: .milliseconds(399))
    assertEqual(app.driver.topScreenIdentifier, "login")
    try assertEqual(app.text("login.submit"), "Signing in…")
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(app.driver.topScreenIdentifier, "catalog")
  }

  @Test func editingWhileSigningInKeepsTheButtonDisabled() throws {
    let app = AppHarness()
    try app.submit("ada@example.com", "wrongpass")
    try app.driver.type("x", into: "login.email")
    try app.retype("login.email", "alan@example.com")
    try assertEqual(app.text("login.email"), "alan@example.com")
    #expect(try !app.isEnabled("login.submit"))
  }

  @Test func returnDoesNothingWhileSigningIn() throws {
    let app = AppHarness()
    try app.submit("ada@example.com", "lovelace1")
    try app.driver.pressReturn(in: "login.email")
    #expect(try app.driver.element("login.email").isFirstResponder)
    try app.driver.pressReturn(in: "login.password")
    #expect(app.alert == nil)
  }

  @Test func successShowsTheCatalogAsRoot() throws {
    let app = AppHarness()
    try app.signIn()
    assertEqual(app.driver.topScreenIdentifier, "catalog")
    try assertEqual(app.rows().count, 7)
  }

  @Test func wrongPasswordClearsOnlyThePassword() throws {
    let app = AppHarness()
    try app.signIn(password: "wrong-one")
    assertEqual(
      app.alert,
      AlertText(title: "Sign-in failed", message: "Incorrect email or password.", button: "OK")
    )
    try app.driver.tapAlertButton("OK")
    try assertEqual(app.text("login.email"), "ada@example.com")
    try assertEqual(app.text("login.password"), "")
    try assertEqual(app.text("login.submit"), "Sign in")
    #expect(!app.isShown("login.activity"))
  }

  @Test func anUnknownEmailIsAWrongPassword() throws {
    let app = AppHarness()
    try app.submit("grace@example.com", "hopper12")
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(
      app.alert,
      AlertText(title: "Sign-in failed", message: "Incorrect email or password.", button: "OK")
    )
    try assertEqual(app.text("login.email"), "grace@example.com")
    try assertEqual(app.text("login.password"), "")
  }

  @Test func lockoutShowsMinutesLeftAndClearsThePassword() throws {
    let app = AppHarness()
    try app.driver.type("ada@example.com", into: "login.email")
    for _ in 1...5 {
      try app.driver.type("wrong-one", into: "login.password")
      try app.driver.tap("login.submit")
      app.scheduler.advance(by: .milliseconds(400))
      if app.alert?.message != "Too many attempts. Try again in 5 minutes." {
        try app.driver.tapAlertButton("OK")
      }
    }
    assertEqual(app.alert?.message, "Too many attempts. Try again in 5 minutes.")
    try assertEqual(app.text("login.password"), "")
  }

  @Test func unreachableServerKeepsBothFields() throws {
    let app = AppHarness(AppConfiguration(isServerReachable: false))
    try app.signIn()
    assertEqual(
      app.alert?.message, "Cannot reach the server. Check your connection and try again.")
    try app.driver.tapAlertButton("OK")
    try assertEqual(app.text("login.email"), "ada@example.com")
    try assertEqual(app.text("login.password"), "lovelace1")
  }

  // MARK: No leaks

  @Test func theScreenIsReleasedWithItsWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    weak var host: UIViewController?
    do {
      let app = AppHarness()
      host = app.window?.rootViewController
      try app.submit("ada@example.com", "lovelace1")
      app.window?.rootViewController = nil
      app.scheduler.cancelAll()  // as the runner tears down
    }
    #expect(host == nil)
    assertEqual(checkpoint.survivors(), [])
  }
}
