/// The sign-in view controller against a fake presenter: it lays out the spec's widgets,
/// forwards each user event to its presenter as it comes, and shows exactly what it is told.
import Domain
import Expectations
import HeadlessUI
import Testing

@testable import MVP

/// A sign-in screen over a fake presenter, shown in a window.
private struct LoginScreen {
  let presenter = FakePresenter()
  let screen: LoginViewController
  let window = UIWindow()

  init() {
    screen = LoginViewController(presenter: presenter)
    window.rootViewController = screen
    window.makeKeyAndVisible()
  }

  var root: UIView { screen.view }
  func field(_ id: String) throws -> UITextField { try root.element(id, as: UITextField.self) }
  func submit() throws -> UIButton { try root.element(ElementID.Login.submit, as: UIButton.self) }
  func activity() throws -> UIActivityIndicatorView {
    try root.element(ElementID.Login.activity, as: UIActivityIndicatorView.self)
  }
  var alert: UIAlertController? { screen.presentedViewController as? UIAlertController }
}

struct LoginViewControllerTests {
  @Test func theLoginScreenLaysOutTheSpecsWidgets() throws {
    let login = LoginScreen()
    expectEqual(login.presenter.events, ["viewDidLoad"])
    expectEqual(login.root.accessibilityIdentifier, "login")
    try expectEqual(login.root.element(ElementID.Login.title, as: UILabel.self).text, "Sign in")
    let email = try login.field(ElementID.Login.email)
    expectEqual(email.placeholder, "you@example.com")
    expectEqual(email.keyboardType, .emailAddress)
    expectEqual(email.autocapitalizationType, .none)
    expectEqual(email.returnKeyType, .next)
    let password = try login.field(ElementID.Login.password)
    expectEqual(password.placeholder, "Password")
    #expect(password.isSecureTextEntry)
    expectEqual(password.returnKeyType, .go)
    try expectEqual(login.submit().currentTitle, "Sign in")
    try expectEqual(login.submit().isEnabled, false)
    #expect(try login.activity().isHidden)
  }

  @Test func theLoginViewForwardsEveryEventAsItComes() throws {
    let login = LoginScreen()
    try login.field(ElementID.Login.email).type("a@")
    try login.field(ElementID.Login.email).pressReturn()
    try login.field(ElementID.Login.password).type("pw")
    try login.field(ElementID.Login.password).pressReturn()
    login.screen.setSubmitEnabled(true)
    try login.submit().tap()
    expectEqual(
      login.presenter.events,
      [
        "viewDidLoad", "emailChanged(a)", "emailChanged(a@)", "emailReturnPressed",
        "passwordChanged(p)", "passwordChanged(pw)", "passwordReturnPressed", "loginButtonTapped",
      ])
  }

  @Test func theLoginViewDecidesNothingOnItsOwn() throws {
    let login = LoginScreen()
    try login.field(ElementID.Login.email).type("ada@example.com")
    try login.field(ElementID.Login.password).type("lovelace1")
    try login.field(ElementID.Login.email).pressReturn()
    try login.field(ElementID.Login.password).pressReturn()
    try expectEqual(login.submit().isEnabled, false)
    try expectEqual(login.field(ElementID.Login.password).isFirstResponder, false)
    #expect(login.alert == nil)
    #expect(try login.activity().isHidden)
  }

  @Test func theLoginViewShowsWhatItIsTold() throws {
    let login = LoginScreen()
    login.screen.setSubmitEnabled(true)
    login.screen.setSubmitTitle("Signing in…")
    login.screen.setActivityAnimating(true)
    #expect(try login.submit().isEnabled)
    try expectEqual(login.submit().currentTitle, "Signing in…")
    try expectEqual(login.activity().isHidden, false)
    #expect(try login.activity().isAnimating)
    login.screen.setActivityAnimating(false)
    #expect(try login.activity().isHidden)

    try login.field(ElementID.Login.password).type("secret")
    login.screen.clearPassword()
    try expectEqual(login.field(ElementID.Login.password).text, "")
    login.screen.focusPassword()
    #expect(try login.field(ElementID.Login.password).isFirstResponder)

    login.screen.showAlert(
      AlertText(title: "Sign-in failed", message: "Incorrect email or password.", button: "OK"))
    expectEqual(login.alert?.title, "Sign-in failed")
    expectEqual(login.alert?.message, "Incorrect email or password.")
    expectEqual(login.alert?.actions.map(\.title), ["OK"])
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
    expectEqual(checkpoint.survivors(), [])
  }
}
