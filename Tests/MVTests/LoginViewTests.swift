// The sign-in view, driven through its widgets (app spec, Login rules 1-4): MV's view makes
// the screen's decisions, so that is where they are tested.
import Domain
import HeadlessSwiftUI
import Testing

@MainActor
struct LoginViewTests {
  @Test func theFormStartsWithADisabledSignInButtonAndNoActivity() throws {
    let app = AppHarness()
    #expect(app.driver.topScreenIdentifier == "login")
    #expect(try app.text("login.title") == "Sign in")
    #expect(try app.text("login.email") == "" && app.text("login.password") == "")
    #expect(try !app.isEnabled("login.submit"))
    #expect(!app.isShown("login.activity"))
  }

  @Test func theLoginScreenLaysOutTheSpecsWidgets() throws {
    let app = AppHarness()
    #expect(app.driver.topScreenIdentifier == "login")
    #expect(try app.text("login.title") == "Sign in")
    let email = try app.field("login.email")
    #expect(email.text ?? "" == "")
    #expect(email.placeholder == "you@example.com")
    #expect(email.isSecureTextEntry == false)
    #expect(email.keyboardType == .emailAddress)
    #expect(email.autocapitalizationType == .none)
    #expect(email.returnKeyType == .next)
    let password = try app.field("login.password")
    #expect(password.text ?? "" == "")
    #expect(password.placeholder == "Password")
    #expect(password.isSecureTextEntry)
    #expect(password.returnKeyType == .go)
    let submit = try app.button("login.submit")
    #expect(submit.title(for: .normal) == "Sign in")
    #expect(submit.isEnabled == false)
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
    #expect(app.scheduler.pendingCount == 0)
    #expect(try app.text("login.submit") == "Sign in")
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
    #expect(
      app.alert
        == AlertText(
          title: "Error",
          message: "Enter a valid email address.\nPassword must be at least 6 characters.",
          button: "OK"))
    try app.driver.tapAlertButton("OK")
    #expect(app.alert == nil)
    #expect(app.driver.topScreenIdentifier == "login")
  }

  @Test func returnInPasswordNamesOnlyTheFailingRule() throws {
    let app = AppHarness()
    try app.fill("ada@example.com", "abc")
    try app.driver.pressReturn(in: "login.password")
    #expect(app.alert?.message == "Password must be at least 6 characters.")
    try app.driver.tapAlertButton("OK")
    #expect(try app.text("login.email") == "ada@example.com")
    #expect(try app.text("login.password") == "abc")
  }

  @Test func returnInPasswordWithAValidFormSubmits() throws {
    let app = AppHarness()
    try app.fill("ada@example.com", "lovelace1")
    try app.driver.pressReturn(in: "login.password")
    #expect(app.alert == nil)
    #expect(try app.text("login.submit") == "Signing in…")
    app.scheduler.advance(by: .milliseconds(400))
    #expect(app.driver.topScreenIdentifier == "catalog")
  }
}
