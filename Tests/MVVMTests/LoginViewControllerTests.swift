// The sign-in screen's bindings, each checked through the real widgets: texts into the view
// model's inputs, outputs into the button, indicator, password field, focus, alert and the
// navigation; and that the password shows in no output and no render.
import Assertions
import Domain
import HeadlessUI
import ReactiveTesting
import Scheduling
import Testing
import Theme

@testable import MVVM

@MainActor
struct LoginViewControllerTests {
  @Test func submitIsDisabledUntilEmailAndPasswordAreValid() throws {
    let app = AppHarness()
    let submit: UIButton = try app.element(ElementID.Login.submit)
    assertEqual(app.driver.topScreenIdentifier, "login")
    #expect(submit.isEnabled == false && submit.currentTitle == "Sign in")
    try app.driver.type("ada@example.com", into: ElementID.Login.email)
    assertEqual(submit.isEnabled, false)
    try app.driver.type("lovelace1", into: ElementID.Login.password)
    assertEqual(submit.isEnabled, true)
  }

  @Test func submittingDisablesTheButtonAndShowsActivity() throws {
    let app = AppHarness()
    let submit: UIButton = try app.element(ElementID.Login.submit)
    let activity: UIActivityIndicatorView = try app.element(ElementID.Login.activity)
    let password: UITextField = try app.element(ElementID.Login.password)
    #expect(activity.isHidden && !activity.isAnimating)
    try app.submit(password: "wrong-password")
    #expect(submit.currentTitle == "Signing in…" && !submit.isEnabled)
    #expect(activity.isAnimating && !activity.isHidden)
    app.scheduler.advance(by: .milliseconds(399))
    #expect(app.driver.presentedAlert == nil)
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(app.driver.presentedAlert?.title, "Sign-in failed")
    assertEqual(app.driver.presentedAlert?.message, "Incorrect email or password.")
    assertEqual(password.text, "")
    #expect(submit.currentTitle == "Sign in" && !submit.isEnabled && activity.isHidden)
    try app.driver.tapAlertButton("OK")
    #expect(app.driver.presentedAlert == nil)
  }

  @Test func theLoginScreenLaysOutTheSpecsWidgets() throws {
    let app = AppHarness()
    assertEqual(app.driver.topScreenIdentifier, "login")
    try assertEqual(app.element(ElementID.Login.title, as: UILabel.self).text, "Sign in")
    let email: UITextField = try app.element(ElementID.Login.email)
    assertEqual(email.text ?? "", "")
    assertEqual(email.placeholder, "you@example.com")
    assertEqual(email.keyboardType, .emailAddress)
    assertEqual(email.autocapitalizationType, .none)
    assertEqual(email.returnKeyType, .next)
    let password: UITextField = try app.element(ElementID.Login.password)
    assertEqual(password.text ?? "", "")
    assertEqual(password.placeholder, "Password")
    #expect(password.isSecureTextEntry)
    assertEqual(password.returnKeyType, .go)
    let submit: UIButton = try app.element(ElementID.Login.submit)
    assertEqual(submit.currentTitle, "Sign in")
    assertEqual(submit.isEnabled, false)
    #expect(try app.element(ElementID.Login.activity, as: UIActivityIndicatorView.self).isHidden)
  }

  @Test func returnInEmailFocusesThePassword() throws {
    let app = AppHarness()
    let password: UITextField = try app.element(ElementID.Login.password)
    try app.driver.pressReturn(in: ElementID.Login.email)
    #expect(password.isFirstResponder)
  }

  @Test func returnInPasswordWithAnInvalidFormShowsTheFormErrors() throws {
    let app = AppHarness()
    try app.driver.type("ada@", into: ElementID.Login.email)
    try app.driver.pressReturn(in: ElementID.Login.password)
    assertEqual(app.driver.presentedAlert?.title, "Error")
    assertEqual(
      app.driver.presentedAlert?.message,
      "Enter a valid email address.\nPassword must be at least 6 characters.")
  }

  @Test func successShowsTheCatalogAsRoot() throws {
    let app = AppHarness()
    try app.driver.type("ada@example.com", into: ElementID.Login.email)
    try app.driver.type("lovelace1", into: ElementID.Login.password)
    try app.driver.pressReturn(in: ElementID.Login.password)
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.stack, ["catalog"])
  }

  @Test func leavingTheScreenCancelsThePendingSignIn() throws {
    let checkpoint = LiveObjects.checkpoint()
    let app = AppHarness()
    try app.submit()
    assertEqual(app.scheduler.pendingCount, 1)
    app.close()
    assertEqual(checkpoint.survivors(), [])
    assertEqual(app.scheduler.pendingCount, 0)
  }

  @Test func theScreenIsReleasedWithItsWindow() throws {
    let scheduler = VirtualScheduler()
    let navigator = NavigatorSpy(scheduler: TestScheduler(initialClock: 0))
    var viewModel: LoginViewModel? = LoginViewModel(
      authService: InMemoryAuthService(scheduler: scheduler))
    var controller: LoginViewController? = LoginViewController(
      viewModel: viewModel!, navigator: navigator)
    weak let releasedViewModel = viewModel
    weak let releasedController = controller
    let window = UIWindow()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let driver = UIDriver(window: window)
    try driver.type("ada@example.com", into: ElementID.Login.email)
    try driver.type("lovelace1", into: ElementID.Login.password)
    try driver.tap(ElementID.Login.submit)
    viewModel = nil
    #expect(releasedViewModel != nil)  // the controller holds it
    window.rootViewController = nil
    controller = nil
    #expect(releasedController == nil)
    #expect(releasedViewModel == nil)
    assertEqual(scheduler.pendingCount, 0)
  }

  @Test func thePasswordNeverAppearsInAnyOutput() throws {
    // The real view model, every output recorded, bound to the real screen in a window.
    Theme.install()
    let screen = LoginHarness()
    let window = UIWindow()
    window.rootViewController = LoginViewController(
      viewModel: try #require(screen.viewModel),
      navigator: NavigatorSpy(scheduler: screen.scheduler))  // the harness records the moves
    window.makeKeyAndVisible()
    let driver = UIDriver(window: window)
    var renders: [String] = []
    func step(_ action: () throws -> Void) rethrows {
      try action()
      renders.append(driver.render())
    }
    try step { try driver.type("ada@example.com", into: ElementID.Login.email) }
    try step { try driver.type("abc12", into: ElementID.Login.password) }
    try step { try driver.pressReturn(in: ElementID.Login.password) }  // the form's alert
    try step { try driver.tapAlertButton("OK") }
    try step { try driver.clear(ElementID.Login.password) }
    try step { try driver.type("wrong-pass-42", into: ElementID.Login.password) }
    try step { try driver.tap(ElementID.Login.submit) }
    step { screen.scheduler.advanceTo(screen.scheduler.clock + 400) }  // "Sign-in failed"
    try step { try driver.tapAlertButton("OK") }
    try step { try driver.type("lovelace1", into: ElementID.Login.password) }
    try step { try driver.pressReturn(in: ElementID.Login.password) }
    step { screen.scheduler.advanceTo(screen.scheduler.clock + 400) }  // signed in

    let outputs = screen.everyOutput
    // What was scanned is what happened: both alerts, the session, the secure field's dots.
    assertEqual(screen.alert.events.map(\.value.element?.title), ["Error", "Sign-in failed"])
    assertEqual(
      screen.navigation.map(\.value), [.next(.showCatalog(Session(email: "ada@example.com")))])
    #expect(outputs.contains { $0.contains("ada@example.com") })
    #expect(renders.contains { $0.contains("Incorrect email or password.") })
    #expect(renders.contains { $0.contains(String(repeating: "•", count: 13)) })
    for password in ["abc12", "wrong-pass-42", "lovelace1"] {
      #expect(!outputs.contains { $0.contains(password) }, "\(password) in an output")
      #expect(!renders.contains { $0.contains(password) }, "\(password) in a render")
    }
    window.rootViewController = nil
  }
}
