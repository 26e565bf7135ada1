// The sign-in view, driven through its widgets (app spec, Login rules 1-4): MV's view makes
// the screen's decisions, so that is where they are tested.
import Assertions
import Domain
import HeadlessSwiftUI
import Testing

@MainActor
struct LoginViewTests {
  @Test func theFormStartsWithADisabledSignInButtonAndNoActivity() throws {
    let app = AppHarness()
    assertEqual(app.driver.topScreenIdentifier, "login")
    try assertEqual(app.text("login.title"), "Sign in")
    #expect(try app.text("login.email") == "" && app.text("login.password") == "")
    #expect(try !app.isEnabled("login.submit"))
    #expect(!app.isShown("login.activity"))
  }

  @Test func theLoginScreenLaysOutTheSpecsWidgets() throws {
    let app = AppHarness()
    assertEqual(app.driver.topScreenIdentifier, "login")
    try assertEqual(app.text("login.title"), "Sign in")
    let email = try app.field("login.email")
    assertEqual(email.text ?? "", "")
    assertEqual(email.placeholder, "you@example.com")
    assertEqual(email.isSecureTextEntry, false)
    assertEqual(email.keyboardType, .emailAddress)
    assertEqual(email.autocapitalizationType, .none)
    assertEqual(email.returnKeyType, .next)
    let password = try app.field("login.password")
    assertEqual(password.text ?? "", "")
    assertEqual(password.placeholder, "Password")
    #expect(password.isSecureTextEntry)
    assertEqual(password.returnKeyType, .go)
    let submit = try app.button("login.submit")
    assertEqual(submit.title(for: .normal), "Sign in")
    assertEqual(submit.isEnabled, false)
    #expect(!app.isShown("login.activity"))
  }

  @Test func aPasswordOfSixCharactersIsValidAndFiveIsTooShort() throws {
    let app = AppHarness()
    try app.fill("ada@example.com", "12345")
    #expect(try !app.isEnabled("login.submit"))
    try app.driver.type("6", into: "login.password")
    #expect(try app.isEnabled("login.submit"))
    try app.retype("login.email", "ada@")
    #expect(try !app.isEnabled("login.submit"))
  }

  @Test func submitOnAnInvalidFormDoesNothing() throws {
    let app = AppHarness()
    try app.fill("ada@example.com", "12345")
    let submit = try app.button("login.submit")
    submit.sendActions(for: .touchUpInside)  // a tap that reaches the disabled button anyway
    assertEqual(app.scheduler.pendingCount, 0)
    try assertEqual(app.text("login.submit"), "Sign in")
    #expect(!app.isShown("login.activity"))
    #expect(app.alert == nil)
  }

  @Test func submitIsDisabledUntilEmailAndPasswordAreValid() throws {
    let app = AppHarness()
    try app.fill("ada@example", "lovelace1")
    #expect(try !app.isEnabled("login.submit"))
    try app.driver.type(".com", into: "login.email")
    #expect(try app.isEnabled("login.submit"))
    try app.retype("login.password", "short")
    #expect(try !app.isEnabled("login.submit"))
  }

  @Test func returnInEmailFocusesThePassword() throws {
    let app = AppHarness()
    try app.driver.type("ada", into: "login.email")
    try app.driver.pressReturn(in: "login.email")
    #expect(try app.driver.element("login.password").isFirstResponder)
    #expect(app.alert == nil)
  }

  @Test func returnInPasswordWithAnInvalidFormShowsTheFormErrors() throws {
    let app = AppHarness()
    try app.driver.pressReturn(in: "login.password")
    assertEqual(
      app.alert,
      AlertText(
        title: "Error",
        message: "Enter a valid email address.\nPassword must be at least 6 characters.",
        button: "OK"))
    try app.driver.tapAlertButton("OK")
    #expect(app.alert == nil)
    assertEqual(app.driver.topScreenIdentifier, "login")
  }

  @Test func returnInPasswordNamesOnlyTheFailingRule() throws {
    let app = AppHarness()
    try app.fill("ada@example.com", "abc")
    try app.driver.pressReturn(in: "login.password")
    assertEqual(app.alert?.message, "Password must be at least 6 characters.")
    try app.driver.tapAlertButton("OK")
    try assertEqual(app.text("login.email"), "ada@example.com")
    try assertEqual(app.text("login.password"), "abc")
  }

  @Test func returnInPasswordWithAValidFormSubmits() throws {
    let app = AppHarness()
    try app.fill("ada@example.com", "lovelace1")
    try app.driver.pressReturn(in: "login.password")
    #expect(app.alert == nil)
    try assertEqual(app.text("login.submit"), "Signing in…")
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.driver.topScreenIdentifier, "catalog")
  }
}
