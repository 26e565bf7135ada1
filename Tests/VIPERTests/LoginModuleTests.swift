/// The sign-in module as built for real (view controller, presenter, interactor over the
/// in-memory auth service, router onto a navigation stack), with every message between the
/// roles recorded on its way: Login rule 10, the password never shows.
import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing
import Theme

@testable import VIPER

/// Records every command the presenter gives its view, then passes it on to the screen.
private final class RecordingLoginView: LoginView {
  let screen: LoginView
  var log: [String] = []

  init(passingTo screen: LoginView) { self.screen = screen }

  func setSubmitEnabled(_ enabled: Bool) {
    log.append("setSubmitEnabled(\(enabled))")
    screen.setSubmitEnabled(enabled)
  }
  func setSubmitTitle(_ title: String) {
    log.append("setSubmitTitle(\(title))")
    screen.setSubmitTitle(title)
  }
  func setActivityAnimating(_ visible: Bool) {
    log.append("setActivityAnimating(\(visible))")
    screen.setActivityAnimating(visible)
  }
  func focusPassword() {
    log.append("focusPassword()")
    screen.focusPassword()
  }
  func clearPassword() {
    log.append("clearPassword()")
    screen.clearPassword()
  }
  func showAlert(_ alert: AlertText) {
    log.append("showAlert(\(alert))")
    screen.showAlert(alert)
  }
}

/// Records every answer the interactor gives, then passes it on to the presenter.
private final class RecordingLoginOutput: LoginInteractorOutput {
  let presenter: LoginInteractorOutput
  var log: [String] = []

  init(passingTo presenter: LoginInteractorOutput) { self.presenter = presenter }

  func signInAnswered(_ result: SignInResult) {
    log.append("signInAnswered(\(result))")
    presenter.signInAnswered(result)
  }
}

/// Records every move the presenter asks for, then passes it on to the real router.
private final class RecordingLoginRouter: LoginRouting {
  let router: LoginRouting
  var log: [String] = []

  init(passingTo router: LoginRouting) { self.router = router }

  func showCatalog(for session: Session) {
    log.append("showCatalog(\(session))")
    router.showCatalog(for: session)
  }
}

struct LoginModuleTests {
  @Test func thePasswordNeverAppearsInAnyOutput() throws {
    Theme.install()
    let scheduler = VirtualScheduler()
    let environment = AppEnvironment(scheduler: scheduler)
    let navigation = UINavigationController()
    let interactor = LoginInteractor(authService: environment.authService)
    let loginRouter = LoginRouter(environment: environment)
    let router = RecordingLoginRouter(passingTo: loginRouter)
    let presenter = LoginPresenter(interactor: interactor, router: router)
    let screen = LoginViewController(presenter: presenter)
    loginRouter.viewController = screen
    let view = RecordingLoginView(passingTo: screen)
    let output = RecordingLoginOutput(passingTo: presenter)
    presenter.view = view
    interactor.output = output
    navigation.setViewControllers([screen], animated: false)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let driver = UIDriver(window: window)

    var seen: [String] = []
    func step(_ action: () throws -> Void) rethrows {
      try action()
      seen.append(driver.render())
      if let alert = driver.presentedAlert {
        seen.append([alert.title, alert.message].compactMap { $0 }.joined(separator: "\n"))
      }
    }
    let wrong = "hopper1906"
    let right = "lovelace1"
    try step { try driver.type("ada@example.com", into: ElementID.Login.email) }
    try step { try driver.type(wrong, into: ElementID.Login.password) }
    try step { try driver.tap(ElementID.Login.submit) }
    step { scheduler.advance(by: .milliseconds(400)) }
    try step { try driver.tapAlertButton("OK") }
    try step { try driver.type(right, into: ElementID.Login.password) }
    try step { try driver.pressReturn(in: ElementID.Login.password) }
    step { scheduler.advance(by: .milliseconds(400)) }
    seen += view.log + output.log + router.log

    assertEqual(output.log.first, "signInAnswered(incorrectCredentials)")
    assertEqual(output.log.count, 2)
    assertEqual(router.log.count, 1)
    assertEqual(driver.topScreenIdentifier, "catalog", "it signed in for real")
    #expect(
      seen.contains { $0.contains("\"\(String(repeating: "•", count: wrong.count))\"") },
      "the whole typed password was on screen, hidden")
    for text in seen {
      #expect(!text.contains(wrong), "\(text)")
      #expect(!text.contains(right), "\(text)")
    }
  }
}
