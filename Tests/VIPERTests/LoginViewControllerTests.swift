/// The sign-in view controller in a window over a fake presenter: it forwards every user
/// event as it comes and shows exactly what it is told.
import Domain
import HeadlessUI
import Testing

@testable import VIPER

struct LoginViewControllerTests {
  @Test func theSignInScreenForwardsEveryEventAndShowsWhatItIsTold() throws {
    let presenter = FakePresenter()
    let screen = LoginViewController(presenter: presenter)
    let (window, driver) = show(screen)
    try driver.type("ad", into: ElementID.Login.email)
    try driver.pressReturn(in: ElementID.Login.email)
    try driver.type("pw", into: ElementID.Login.password)
    try driver.pressReturn(in: ElementID.Login.password)
    screen.setSubmitEnabled(true)
    try driver.tap(ElementID.Login.submit)
    #expect(
      presenter.events == [
        "viewDidLoad", "emailChanged(a)", "emailChanged(ad)", "emailReturnPressed",
        "passwordChanged(1)", "passwordChanged(2)", "passwordReturnPressed", "loginButtonTapped",
      ])
    screen.setSubmitTitle("Signing in…")
    screen.setActivityAnimating(true)
    screen.clearPassword()
    screen.showAlert(AlertText(title: "T", message: "M", button: "OK"))
    #expect(
      (try driver.element(ElementID.Login.submit) as? UIButton)?.currentTitle == "Signing in…")
    #expect(try driver.element(ElementID.Login.activity).isHidden == false)
    #expect((try driver.element(ElementID.Login.password) as? UITextField)?.text == "")
    #expect(driver.presentedAlert?.title == "T")
    window.rootViewController = nil
  }
}
