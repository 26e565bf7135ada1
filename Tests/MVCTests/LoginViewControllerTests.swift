import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// The sign-in screen, driven through its views (app spec, Login rules 1-4; sign-in in +SignIn).
@MainActor
struct LoginViewControllerTests {
  typealias ID = ElementID.Login

  let scheduler = VirtualScheduler()
  let auth: InMemoryAuthService
  let environment: AppEnvironment
  let screen: ScreenHarness

  init() {
    auth = InMemoryAuthService(scheduler: scheduler)
    environment = AppEnvironment(
      scheduler: scheduler, authService: auth,
      catalogStore: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog))
    screen = ScreenHarness(
      scheduler: scheduler, root: LoginViewController(environment: environment))
  }

  // MARK: Initial state, as a bare controller is tested on iOS

  @Test func theLoginScreenLaysOutTheSpecsWidgets() throws {
    let controller = LoginViewController(environment: environment)
    controller.loadViewIfNeeded()
    let view = try #require(controller.view)
    assertEqual(view.accessibilityIdentifier, "login")
    assertEqual(view.descendant(ID.title, as: UILabel.self)?.text, "Sign in")
    let email = try #require(view.descendant(ID.email, as: UITextField.self))
    assertEqual(email.text ?? "", "")
    assertEqual(email.placeholder, "you@example.com")
    assertEqual(email.isSecureTextEntry, false)
    assertEqual(email.keyboardType, .emailAddress)
    assertEqual(email.autocapitalizationType, .none)
    assertEqual(email.returnKeyType, .next)
    let password = try #require(view.descendant(ID.password, as: UITextField.self))
    assertEqual(password.text ?? "", "")
    assertEqual(password.placeholder, "Password")
    #expect(password.isSecureTextEntry)
    assertEqual(password.returnKeyType, .go)
    let submit = try #require(view.descendant(ID.submit, as: UIButton.self))
    assertEqual(submit.title(for: .normal), "Sign in")
    assertEqual(submit.isEnabled, false)
    let activity = try #require(view.descendant(ID.activity, as: UIActivityIndicatorView.self))
    #expect(activity.isHidden)
    #expect(activity.hidesWhenStopped)
  }

  @Test func aPasswordOfSixCharactersIsValidAndFiveIsTooShort() throws {
    let controller = LoginViewController(environment: environment)
    controller.loadViewIfNeeded()
    let email = try #require(controller.view.descendant(ID.email, as: UITextField.self))
    let password = try #require(controller.view.descendant(ID.password, as: UITextField.self))
    let submit = try #require(controller.view.descendant(ID.submit, as: UIButton.self))
    email.insertText("ada@example.com")
    password.insertText("12345")
    assertEqual(submit.isEnabled, false)
    password.insertText("6")
    #expect(submit.isEnabled)
    email.text = "ada@"
    email.sendActions(for: .editingChanged)
    assertEqual(submit.isEnabled, false)
  }

  // MARK: Rules 1 and 2: the button follows the form

  @Test func theFormStartsWithADisabledSignInButtonAndNoActivity() throws {
    let submit = try screen.button(ID.submit)
    let activity: UIActivityIndicatorView = try screen.element(ID.activity)
    assertEqual(submit.isEnabled, false)
    assertEqual(submit.title(for: .normal), "Sign in")
    #expect(activity.isHidden)
    assertEqual(activity.isAnimating, false)
  }

  @Test func submitOnAnInvalidFormDoesNothing() throws {
    try screen.driver.type("ada@example.com", into: ID.email)
    try screen.driver.type("12345", into: ID.password)
    let submit = try screen.button(ID.submit)
    submit.sendActions(for: .touchUpInside)  // a tap that reaches the disabled button anyway
    assertEqual(scheduler.pendingCount, 0)
    assertEqual(submit.title(for: .normal), "Sign in")
    #expect(try screen.element(ID.activity).isHidden)
    #expect(screen.alert == nil)
  }

  @Test func submitIsDisabledUntilEmailAndPasswordAreValid() throws {
    try screen.driver.type("ada@", into: ID.email)
    try screen.driver.type("lovelace1", into: ID.password)
    try assertEqual(screen.button(ID.submit).isEnabled, false)
    try screen.driver.clear(ID.email)
    try screen.driver.type("  ada@example.com ", into: ID.email)
    #expect(try screen.button(ID.submit).isEnabled)
    try screen.driver.clear(ID.password)
    try screen.driver.type("he\u{301}llo", into: ID.password)
    try assertEqual(screen.button(ID.submit).isEnabled, false)
    try screen.driver.type("!", into: ID.password)
    #expect(try screen.button(ID.submit).isEnabled)
  }

  // MARK: Rule 3: return in the email field

  @Test func returnInEmailFocusesThePassword() throws {
    try screen.driver.type("ada@example.com", into: ID.email)
    try screen.driver.pressReturn(in: ID.email)
    #expect(try screen.field(ID.password).isFirstResponder)
    try assertEqual(screen.field(ID.email).isFirstResponder, false)
    #expect(screen.alert == nil)
  }

  // MARK: Rule 4: return in the password field

  @Test func returnInPasswordWithAnInvalidFormShowsTheFormErrors() throws {
    try screen.driver.pressReturn(in: ID.password)
    assertEqual(
      screen.alertText,
      AlertText(
        title: "Error",
        message: "Enter a valid email address.\nPassword must be at least 6 characters.",
        buttons: ["OK"]))
    try screen.driver.tapAlertButton("OK")
    #expect(screen.alert == nil)
    assertEqual(screen.driver.topScreenIdentifier, "login")
    try assertEqual(screen.field(ID.email).text ?? "", "")
    try assertEqual(screen.button(ID.submit).title(for: .normal), "Sign in")
    assertEqual(scheduler.pendingCount, 0)
  }

  @Test func returnInPasswordNamesOnlyTheFailingRule() throws {
    try screen.driver.type("ada@example.com", into: ID.email)
    try screen.driver.type("abc", into: ID.password)
    try screen.driver.pressReturn(in: ID.password)
    assertEqual(screen.alertText?.message, "Password must be at least 6 characters.")
    try screen.driver.tapAlertButton("OK")
    try assertEqual(screen.field(ID.email).text, "ada@example.com")
    try assertEqual(screen.field(ID.password).text, "abc")
  }

  @Test func returnInPasswordWithAValidFormSubmits() throws {
    try screen.driver.type("ada@example.com", into: ID.email)
    try screen.driver.type("lovelace1", into: ID.password)
    try screen.driver.pressReturn(in: ID.password)
    #expect(screen.alert == nil)
    try assertEqual(screen.button(ID.submit).title(for: .normal), "Signing in…")
    screen.wait(400)
    #expect(screen.navigation.topViewController is CatalogViewController)
  }
}
