// The sign-in view's answers (app spec, Login rules 5-9), on virtual time.
import Domain
import Testing

@MainActor
@Suite struct LoginViewSignInTests {
  @Test func submittingDisablesTheButtonAndShowsActivity() throws {
    let app = AppHarness()
    try app.driver.type("ada@example.com", into: "login.email")
    try app.driver.type("lovelace1", into: "login.password")
    try app.driver.tap("login.submit")
    #expect(try app.text("login.submit") == "Signing in…")
    #expect(try !app.isEnabled("login.submit"))
    #expect(app.isShown("login.activity"))
    app.scheduler.advance(by: .milliseconds(399))
    #expect(app.driver.topScreenIdentifier == "login")
  }

  @Test func returnDoesNothingWhileSigningIn() throws {
    let app = AppHarness()
    try app.driver.type("ada@example.com", into: "login.email")
    try app.driver.type("lovelace1", into: "login.password")
    try app.driver.tap("login.submit")
    try app.driver.pressReturn(in: "login.email")
    #expect(try app.driver.element("login.email").isFirstResponder)
    try app.driver.pressReturn(in: "login.password")
    #expect(app.alert == nil)
  }

  @Test func successShowsTheCatalogAsRoot() throws {
    let app = AppHarness()
    try app.signIn()
    #expect(app.driver.topScreenIdentifier == "catalog")
    #expect(try app.rows().count == 7)
  }

  @Test func wrongPasswordClearsOnlyThePassword() throws {
    let app = AppHarness()
    try app.signIn(password: "wrong-one")
    #expect(
      app.alert
        == AlertText(title: "Sign-in failed", message: "Incorrect email or password.", button: "OK")
    )
    try app.driver.tapAlertButton("OK")
    #expect(try app.text("login.email") == "ada@example.com")
    #expect(try app.text("login.password") == "")
    #expect(try app.text("login.submit") == "Sign in")
    #expect(!app.isShown("login.activity"))
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
    #expect(app.alert?.message == "Too many attempts. Try again in 5 minutes.")
    #expect(try app.text("login.password") == "")
  }

  @Test func unreachableServerKeepsBothFields() throws {
    let app = AppHarness(AppConfiguration(isServerReachable: false))
    try app.signIn()
    #expect(
      app.alert?.message == "Cannot reach the server. Check your connection and try again.")
    try app.driver.tapAlertButton("OK")
    #expect(try app.text("login.email") == "ada@example.com")
    #expect(try app.text("login.password") == "lovelace1")
  }
}
