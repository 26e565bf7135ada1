/// The sign-in view against a store that decides nothing: it lays out the spec's widgets,
/// sends every user event as an action as it comes, renders exactly the state it is given and
/// decides nothing on its own.
import Assertions
import Domain
import HeadlessUI
import Testing

@testable import TEA

/// A sign-in screen over a recording store, shown in a window.
private struct LoginScreen {
  let store = ScreenStore<LoginState, LoginAction>(LoginState())
  let screen: LoginViewController
  let window: UIWindow
  let driver: UIDriver

  init() {
    screen = LoginViewController(store: store.scoped)
    (window, driver) = show(screen)
  }

  func element<T: UIView>(_ id: String, as _: T.Type = T.self) throws -> T {
    try #require(driver.element(id) as? T)
  }
  func field(_ id: String) throws -> UITextField { try element(id) }
  func submit() throws -> UIButton { try element(ElementID.Login.submit) }
  func activity() throws -> UIActivityIndicatorView { try element(ElementID.Login.activity) }
}

struct LoginViewControllerTests {
  @Test func theLoginScreenLaysOutTheSpecsWidgets() throws {
    let login = LoginScreen()
    assertEqual(login.driver.topScreenIdentifier, "login")
    try assertEqual(login.element(ElementID.Login.title, as: UILabel.self).text, "Sign in")
    let email = try login.field(ElementID.Login.email)
    assertEqual(email.text ?? "", "")
    assertEqual(email.placeholder, "you@example.com")
    assertEqual(email.keyboardType, .emailAddress)
    assertEqual(email.autocapitalizationType, .none)
    assertEqual(email.returnKeyType, .next)
    let password = try login.field(ElementID.Login.password)
    assertEqual(password.text ?? "", "")
    assertEqual(password.placeholder, "Password")
    #expect(password.isSecureTextEntry)
    assertEqual(password.returnKeyType, .go)
    try assertEqual(login.submit().currentTitle, "Sign in")
    try assertEqual(login.submit().isEnabled, false)
    #expect(try login.activity().isHidden)
    assertEqual(login.store.actions, [])
  }

  @Test func theLoginViewForwardsEveryEventAsItComes() throws {
    let login = LoginScreen()
    // The fields show the state: with nothing kept, each keystroke starts from an empty field.
    try login.driver.type("a", into: ElementID.Login.email)
    try login.driver.pressReturn(in: ElementID.Login.email)
    try login.driver.type("p", into: ElementID.Login.password)
    try login.driver.pressReturn(in: ElementID.Login.password)
    login.store.change {
      $0.email = "ada@example.com"
      $0.password = "lovelace1"
    }
    try login.driver.tap(ElementID.Login.submit)
    assertEqual(
      login.store.actions,
      [
        .focusChanged(.email), .emailChanged("a"), .emailReturnPressed,
        .focusChanged(.password), .passwordChanged("p"), .passwordReturnPressed,
        .loginButtonTapped,
      ])
  }

  @Test func theLoginViewShowsWhatItIsTold() throws {
    let login = LoginScreen()
    login.store.change {
      $0.email = "ada@example.com"
      $0.password = "secret"
    }
    try assertEqual(login.field(ElementID.Login.email).text, "ada@example.com")
    #expect(try login.submit().isEnabled)
    login.store.change { $0.isSigningIn = true }
    try assertEqual(login.submit().isEnabled, false)
    try assertEqual(login.submit().currentTitle, "Signing in…")
    try assertEqual(login.activity().isHidden, false)
    #expect(try login.activity().isAnimating)
    login.store.change { $0.isSigningIn = false }
    #expect(try login.activity().isHidden)
    try assertEqual(login.submit().currentTitle, "Sign in")

    login.store.change { $0.password = "" }
    try assertEqual(login.field(ElementID.Login.password).text, "")
    login.store.change { $0.focusedField = .password }
    #expect(try login.field(ElementID.Login.password).isFirstResponder)

    login.store.change {
      $0.alert = AlertText(
        title: "Sign-in failed", message: "Incorrect email or password.", button: "OK")
    }
    assertEqual(login.driver.presentedAlert?.title, "Sign-in failed")
    assertEqual(login.driver.presentedAlert?.message, "Incorrect email or password.")
    assertEqual(login.driver.presentedAlert?.actions.map(\.title), ["OK"])
    try login.driver.tapAlertButton("OK")
    assertEqual(login.store.actions.last, .alertDismissed)
  }

  @Test func theLoginViewDecidesNothingOnItsOwn() throws {
    let login = LoginScreen()
    try login.driver.type("ada@example.com", into: ElementID.Login.email)
    try login.driver.type("lovelace1", into: ElementID.Login.password)
    try login.driver.pressReturn(in: ElementID.Login.password)
    try login.driver.pressReturn(in: ElementID.Login.email)  // the focus stays in the email field
    try assertEqual(login.submit().isEnabled, false)
    try assertEqual(login.field(ElementID.Login.password).isFirstResponder, false)
    #expect(login.driver.presentedAlert == nil)
    #expect(try login.activity().isHidden)
    assertEqual(login.store.state, LoginState())
  }

  @Test func theScreenIsReleasedWithItsWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    weak var screen: LoginViewController?
    do {
      let login = LoginScreen()
      screen = login.screen
      try login.driver.type("ada@example.com", into: ElementID.Login.email)
      login.window.rootViewController = nil
    }
    #expect(screen == nil)
    assertEqual(checkpoint.survivors(), [])
  }
}
