/// The sign-in view controller: it builds the spec's widgets, forwards each user event to its
/// presenter and shows exactly what it is told.
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVP

/// A sign-in screen with a real presenter on virtual time, shown in a window.
private struct LoginScreen {
  let scheduler = VirtualScheduler()
  let navigator = SpyNavigator()
  let screen: LoginViewController
  let window = UIWindow()

  init() {
    let presenter = LoginPresenter(
      authService: InMemoryAuthService(scheduler: scheduler), navigator: navigator)
    screen = LoginViewController(presenter: presenter)
    presenter.view = screen
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
  @Test func itBuildsTheSpecsWidgetsInTheirInitialState() throws {
    let login = LoginScreen()
    #expect(login.root.accessibilityIdentifier == "login")
    #expect(try login.root.element(ElementID.Login.title, as: UILabel.self).text == "Sign in")
    #expect(try login.field(ElementID.Login.email).placeholder == "you@example.com")
    let password = try login.field(ElementID.Login.password)
    #expect(password.placeholder == "Password")
    #expect(password.isSecureTextEntry)
    #expect(try login.submit().currentTitle == "Sign in")
    #expect(try login.submit().isEnabled == false)
    #expect(try login.activity().isHidden)
    #expect(try login.activity().hidesWhenStopped)
  }

  @Test func itShowsWhatItIsTold() throws {
    let login = LoginScreen()
    login.screen.setSubmitEnabled(true)
    login.screen.setSubmitTitle("Signing in…")
    login.screen.setActivityVisible(true)
    #expect(try login.submit().isEnabled)
    #expect(try login.submit().currentTitle == "Signing in…")
    #expect(try login.activity().isHidden == false)
    #expect(try login.activity().isAnimating)

    try login.field(ElementID.Login.password).type("secret")
    login.screen.clearPassword()
    #expect(try login.field(ElementID.Login.password).text == "")
    login.screen.focusPassword()
    #expect(try login.field(ElementID.Login.password).isFirstResponder)

    login.screen.showAlert(.confirmDelete("Mouse"))
    #expect(login.alert?.title == "Delete “Mouse”?")
    #expect(login.alert?.message == "This cannot be undone.")
    #expect(login.alert?.actions.map(\.title) == ["Cancel", "Delete"])
  }

  @Test func itForwardsEditsAndTheTapToItsPresenter() throws {
    let login = LoginScreen()
    try login.field(ElementID.Login.email).type("ada@example.com")
    try login.field(ElementID.Login.password).type("lovelace1")
    #expect(try login.submit().isEnabled)
    try login.submit().tap()
    #expect(try login.submit().currentTitle == "Signing in…")
    #expect(try login.activity().isHidden == false)
    login.scheduler.advance(by: .milliseconds(400))
    #expect(login.navigator.moves == [.catalog(Session(email: "ada@example.com"))])
  }

  @Test func itForwardsReturnInEitherField() throws {
    let login = LoginScreen()
    try login.field(ElementID.Login.email).type("ada@")
    try login.field(ElementID.Login.email).pressReturn()
    #expect(try login.field(ElementID.Login.password).isFirstResponder)
    try login.field(ElementID.Login.password).pressReturn()
    #expect(login.alert?.title == "Error")
    #expect(
      login.alert?.message
        == "Enter a valid email address.\nPassword must be at least 6 characters.")
  }

  @Test func aFailedSignInEmptiesThePasswordFieldAndAlerts() throws {
    let login = LoginScreen()
    try login.field(ElementID.Login.email).type("ada@example.com")
    try login.field(ElementID.Login.password).type("lovelace2")
    try login.field(ElementID.Login.password).pressReturn()
    login.scheduler.advance(by: .milliseconds(400))
    #expect(try login.field(ElementID.Login.password).text == "")
    #expect(try login.field(ElementID.Login.email).text == "ada@example.com")
    #expect(login.alert?.message == "Incorrect email or password.")
    #expect(try login.activity().isHidden)
  }

  @Test func theScreenAndItsPresenterAreReleasedWithTheWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    weak var presenter: LoginPresenter?
    let scheduler = VirtualScheduler()
    do {
      let login = LoginPresenter(
        authService: InMemoryAuthService(scheduler: scheduler), navigator: SpyNavigator())
      let screen = LoginViewController(presenter: login)
      login.view = screen
      let window = UIWindow()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      try screen.view.element(ElementID.Login.email, as: UITextField.self).type("ada@example.com")
      try screen.view.element(ElementID.Login.password, as: UITextField.self).type("lovelace1")
      try screen.view.element(ElementID.Login.submit, as: UIButton.self).tap()
      presenter = login
      window.rootViewController = nil
    }
    #expect(presenter == nil)
    #expect(scheduler.pendingCount == 0)
    #expect(checkpoint.survivors() == [])
  }
}
