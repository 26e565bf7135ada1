// The sign-in view, driven through its widgets (app spec, Login rules 1-4): MV's view makes
// the screen's decisions, so that is where they are tested.
import Domain
import Testing

@MainActor
@Suite struct LoginViewTests {
  @Test func theFormStartsWithADisabledSignInButtonAndNoActivity() throws {
    let app = AppHarness()
    #expect(app.driver.topScreenIdentifier == "login")
    #expect(try app.text("login.title") == "Sign in")
    #expect(try app.text("login.email") == "" && app.text("login.password") == "")
    #expect(try !app.isEnabled("login.submit"))
    #expect(!app.isShown("login.activity"))
  }

  @Test func submitIsDisabledUntilEmailAndPasswordAreValid() throws {
    let app = AppHarness()
    try app.driver.type("ada@example", into: "login.email")
    try app.driver.type("lovelace1", into: "login.password")
    #expect(try !app.isEnabled("login.submit"))
    try app.driver.type(".com", into: "login.email")
    #expect(try app.isEnabled("login.submit"))
    try app.driver.clear("login.password")
    try app.driver.type("short", into: "login.password")
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
}
