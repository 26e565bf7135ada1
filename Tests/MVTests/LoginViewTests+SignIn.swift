// The sign-in view's answers (app spec, Login rules 5-9), on virtual time.
import Domain
import Expectations
import HeadlessSwiftUI
import Testing

@MainActor
struct LoginViewSignInTests {
  @Test func submittingDisablesTheButtonAndShowsActivity() throws {
    let app = AppHarness()
    try app.submit("ada@example.com", "lovelace1")
    try expectEqual(app.text("login.submit"), "Signing in…")
    #expect(try !app.isEnabled("login.submit"))
    #expect(app.isShown("login.activity"))
    app.scheduler.advance(by: .milliseconds(399))
    expectEqual(app.driver.topScreenIdentifier, "login")
  }

  @Test func theAnswerComes400MillisecondsLater() throws {
    let app = AppHarness()
    try app.submit("ada@example.com", "lovelace1")
    app.scheduler.advance(by: .milliseconds(399))
    expectEqual(app.driver.topScreenIdentifier, "login")
    try expectEqual(app.text("login.submit"), "Signing in…")
    app.scheduler.advance(by: .milliseconds(1))
    expectEqual(app.driver.topScreenIdentifier, "catalog")
  }

  @Test func editingWhileSigningInKeepsTheButtonDisabled() throws {
    let app = AppHarness()
    try app.submit("ada@example.com", "wrongpass")
    try app.driver.type("x", into: "login.email")
    try app.retype("login.email", "alan@example.com")
    try expectEqual(app.text("login.email"), "alan@example.com")
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
    expectEqual(app.driver.topScreenIdentifier, "catalog")
    try expectEqual(app.rows().count, 7)
  }

  @Test func wrongPasswordClearsOnlyThePassword() throws {
    let app = AppHarness()
    try app.signIn(password: "wrong-one")
    expectEqual(
      app.alert,
      AlertText(title: "Sign-in failed", message: "Incorrect email or password.", button: "OK")
    )
    try app.driver.tapAlertButton("OK")
    try expectEqual(app.text("login.email"), "ada@example.com")
    try expectEqual(app.text("login.password"), "")
    try expectEqual(app.text("login.submit"), "Sign in")
    #expect(!app.isShown("login.activity"))
  }

  @Test func anUnknownEmailIsAWrongPassword() throws {
    let app = AppHarness()
    try app.submit("grace@example.com", "hopper12")
    app.scheduler.advance(by: .milliseconds(400))
    expectEqual(
      app.alert,
      AlertText(title: "Sign-in failed", message: "Incorrect email or password.", button: "OK")
    )
    try expectEqual(app.text("login.email"), "grace@example.com")
    try expectEqual(app.text("login.password"), "")
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
    expectEqual(app.alert?.message, "Too many attempts. Try again in 5 minutes.")
    try expectEqual(app.text("login.password"), "")
  }

  @Test func unreachableServerKeepsBothFields() throws {
    let app = AppHarness(AppConfiguration(isServerReachable: false))
    try app.signIn()
    expectEqual(
      app.alert?.message, "Cannot reach the server. Check your connection and try again.")
    try app.driver.tapAlertButton("OK")
    try expectEqual(app.text("login.email"), "ada@example.com")
    try expectEqual(app.text("login.password"), "lovelace1")
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
    expectEqual(checkpoint.survivors(), [])
  }
}
