// The sign-in screen against a fake view model: it binds every user event into the inputs as
// it comes, shows exactly what the outputs say, and decides nothing on its own.
import Assertions
import Domain
import HeadlessUI
import ReactiveTesting
import Testing

@testable import MVVM

extension LoginViewControllerTests {
  /// A sign-in screen over a fake view model, in a window, with its navigator spied on.
  private struct FakeScreen {
    let viewModel = FakeLoginViewModel()
    let navigator = NavigatorSpy(scheduler: TestScheduler(initialClock: 0))
    let screen: LoginViewController
    let window: UIWindow
    let driver: UIDriver

    init() {
      screen = LoginViewController(viewModel: viewModel, navigator: navigator)
      (window, driver) = show(screen)
    }

    func field(_ id: String) throws -> UITextField {
      try #require(driver.element(id) as? UITextField)
    }
    func submit() throws -> UIButton {
      try #require(driver.element(ElementID.Login.submit) as? UIButton)
    }
    func activity() throws -> UIActivityIndicatorView {
      try #require(driver.element(ElementID.Login.activity) as? UIActivityIndicatorView)
    }
  }

  @Test func theLoginViewForwardsEveryEventAsItComes() throws {
    let login = FakeScreen()
    try login.driver.type("a@", into: ElementID.Login.email)
    try login.driver.pressReturn(in: ElementID.Login.email)
    try login.driver.type("pw", into: ElementID.Login.password)
    try login.driver.pressReturn(in: ElementID.Login.password)
    login.viewModel.submitEnabled.accept(true)
    try login.driver.tap(ElementID.Login.submit)
    assertEqual(
      login.viewModel.events,
      [
        "emailChanged()", "passwordChanged()", "emailChanged(a)", "emailChanged(a@)",
        "emailReturnPressed", "passwordChanged(p)", "passwordChanged(pw)",
        "passwordReturnPressed", "loginButtonTapped",
      ])
  }

  @Test func theLoginViewShowsWhatItIsTold() throws {
    let login = FakeScreen()
    login.viewModel.submitEnabled.accept(true)
    login.viewModel.submitTitleText.accept("Signing in…")
    login.viewModel.activity.accept(true)
    #expect(try login.submit().isEnabled)
    try assertEqual(login.submit().currentTitle, "Signing in…")
    try assertEqual(login.activity().isHidden, false)
    #expect(try login.activity().isAnimating)
    login.viewModel.activity.accept(false)
    #expect(try login.activity().isHidden)

    try login.driver.type("secret", into: ElementID.Login.password)
    login.viewModel.clear.accept(())
    try assertEqual(login.field(ElementID.Login.password).text, "")
    login.viewModel.focus.accept(())
    #expect(try login.field(ElementID.Login.password).isFirstResponder)

    login.viewModel.alerts.accept(
      AlertText(title: "Sign-in failed", message: "Incorrect email or password.", button: "OK"))
    assertEqual(login.driver.presentedAlert?.title, "Sign-in failed")
    assertEqual(login.driver.presentedAlert?.message, "Incorrect email or password.")
    assertEqual(login.driver.presentedAlert?.actions.map(\.title), ["OK"])

    login.viewModel.catalog.accept(Session(email: "ada@example.com"))
    assertEqual(
      login.navigator.requests.events.map(\.value),
      [.next(.showCatalog(Session(email: "ada@example.com")))])
  }

  @Test func theLoginViewDecidesNothingOnItsOwn() throws {
    let login = FakeScreen()
    try login.driver.type("ada@example.com", into: ElementID.Login.email)
    try login.driver.type("lovelace1", into: ElementID.Login.password)
    try login.driver.pressReturn(in: ElementID.Login.password)
    try login.driver.pressReturn(in: ElementID.Login.email)  // the focus stays in the email field
    try assertEqual(login.submit().isEnabled, false)
    try assertEqual(login.field(ElementID.Login.password).isFirstResponder, false)
    #expect(login.driver.presentedAlert == nil)
    #expect(try login.activity().isHidden)
    #expect(login.navigator.requests.events.isEmpty)
  }
}
