/// The whole TEA app in a window, on virtual time, driven as a user drives it.
import Domain
import HeadlessUI
import Scheduling

@testable import TEA

/// A fresh app: its clock, its environment, its window and a `UIDriver` on it.
struct RunningApp {
  let scheduler = VirtualScheduler()
  let environment: AppEnvironment
  let window: UIWindow
  let driver: UIDriver

  /// The app as `TEAApp.makeWindow(environment:)` builds it.
  init(_ configuration: AppConfiguration = AppConfiguration()) {
    environment = AppEnvironment(configuration: configuration, scheduler: scheduler)
    window = TEAApp.makeWindow(environment: environment)
    driver = UIDriver(window: window)
  }

  /// The app over a store with another reducer (one that records, say).
  init(reducer: @escaping Reducer<AppState, AppAction>) {
    environment = AppEnvironment(scheduler: scheduler)
    let store = Store(
      initialState: AppState(session: nil), reducer: reducer, environment: environment)
    window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = AppNavigationController(store: store)
    window.makeKeyAndVisible()
    driver = UIDriver(window: window)
  }

  /// The screens on the stack, bottom first, by root view identifier.
  var stack: [String?] {
    (window.rootViewController as? UINavigationController)?.viewControllers
      .map(\.view.accessibilityIdentifier) ?? []
  }

  /// Signs in as Ada (400 ms pass).
  func signIn() throws {
    try driver.type("ada@example.com", into: ElementID.Login.email)
    try driver.type("lovelace1", into: ElementID.Login.password)
    try driver.tap(ElementID.Login.submit)
    scheduler.advance(by: .milliseconds(400))
  }

  /// A label's text.
  func text(_ id: String) throws -> String? {
    (try driver.element(id) as? UILabel)?.text
  }

  /// A text field's text.
  func field(_ id: String) throws -> String? {
    (try driver.element(id) as? UITextField)?.text
  }
}
