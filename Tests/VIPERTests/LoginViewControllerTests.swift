/// The sign-in view controller in a window over a fake presenter: it lays out the spec's
/// widgets, forwards every user event as it comes, shows exactly what it is told and decides
/// nothing on its own.
import Assertions
import Domain
import HeadlessUI
import Testing

@testable import VIPER

/// A sign-in screen over a fake presenter, shown in a window.
private struct LoginScreen {
  let presenter = FakePresenter()
  let screen: LoginViewController
  let window: UIWindow
  let driver: UIDriver

  init() {
    screen = LoginViewController(presenter: presenter)
    (window, driver) = show(screen)
  }

  var root: UIView { screen.view }
  func field(_ id: String) throws -> UITextField { try root.element(id, as: UITextField.self) }
  func submit() throws -> UIButton { try root.element(ElementID.Login.submit, as: UIButton.self) }
  func activity() throws -> UIActivityIndicatorView {
    try root.element(ElementID.Login.activity, as: UIActivityIndicatorView.self)
  }
}

struct LoginViewControllerTests {
  @Test func theLoginScreenLaysOutTheSpecsWidgets() throws {
    let login = LoginScreen()
    assertEqual(login.presenter.events, ["viewDidLoad"])
    assertEqual(login.root.accessibilityIdentifier, "login")
    try assertEqual(login.root.element(ElementID.Login.title, as: UILabel.self).text, "Sign in")
    let email = try login.field(ElementID.Login.email)
    assertEqual(email.placeholder, "you@example.com")
    assertEqual(email.keyboardType, .emailAddress)
    assertEqual(email.autocapitalizationType, .none)
    assertEqual(email.returnKeyType, .next)
    let password = try login.field(ElementID.Login.password)
    assertEqual(password.placeholder, "Password")
    #expect(password.isSecureTextEntry)
    assertEqual(password.returnKeyType, .go)
    try assertEqual(login.submit().currentTitle, "Sign in")
    try assertEqual(login.submit().isEnabled, false)
    #expect(try login.activity().isHidden)
  }

  @Test func theLoginViewForwardsEveryEventAsItComes() throws {
    let login = LoginScreen()
    try login.driver.type("ad", into: ElementID.Login.email)
    try login.driver.pressReturn(in: ElementID.Login.email)
    try login.driver.type("pw", into: ElementID.Login.password)
    try login.driver.pressReturn(in: ElementID.Login.password)
    login.screen.setSubmitEnabled(true)
    try login.driver.tap(ElementID.Login.submit)
    assertEqual(
      login.presenter.events,
      [
        "viewDidLoad", "emailChanged(a)", "emailChanged(ad)", "emailReturnPressed",
        "passwordChanged(1)", "passwordChanged(2)", "passwordReturnPressed", "loginButtonTapped",
      ])
    login.window.rootViewController = nil
  }

  @Test func theLoginViewShowsWhatItIsTold() throws {
    let login = LoginScreen()
    login.screen.setSubmitEnabled(true)
    login.screen.setSubmitTitle("Signing in…")
    login.screen.setActivityAnimating(true)
    #expect(try login.submit().isEnabled)
    try assertEqual(login.submit().currentTitle, "Signing in…")
    try assertEqual(login.driver.element(ElementID.Login.activity).isHidden, false)
    #expect(try login.activity().isAnimating)
    login.screen.setActivityAnimating(false)
    #expect(try login.activity().isHidden)

    try login.field(ElementID.Login.password).type("secret")
    login.screen.clearPassword()
    assertEqual((try login.driver.element(ElementID.Login.password) as? UITextField)?.text, "")
    login.screen.focusPassword()
    #expect(try login.field(ElementID.Login.password).isFirstResponder)

    login.screen.showAlert(AlertText(title: "T", message: "M", button: "OK"))
    assertEqual(login.driver.presentedAlert?.title, "T")
    assertEqual(login.driver.presentedAlert?.message, "M")
    assertEqual(login.driver.presentedAlert?.actions.map(\.title), ["OK"])
    login.window.rootViewController = nil
  }

  @Test func theLoginViewDecidesNothingOnItsOwn() throws {
    let login = LoginScreen()
    try login.field(ElementID.Login.email).type("ada@example.com")
    try login.field(ElementID.Login.password).type("lovelace1")
    try login.field(ElementID.Login.email).pressReturn()
    try login.field(ElementID.Login.password).pressReturn()
    try assertEqual(login.submit().isEnabled, false)
    try assertEqual(login.field(ElementID.Login.password).isFirstResponder, false)
    #expect(login.driver.presentedAlert == nil)
    #expect(try login.activity().isHidden)
  }

  @Test func theScreenIsReleasedWithItsWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    weak var presenter: FakePresenter?
    do {
      let login = LoginScreen()
      presenter = login.presenter
      try login.field(ElementID.Login.email).type("ada@example.com")
      login.window.rootViewController = nil
    }
    #expect(presenter == nil)
    assertEqual(checkpoint.survivors(), [])
  }
}
