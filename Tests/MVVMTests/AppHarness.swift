// A whole MVVM window on virtual time, driven as a user would (HeadlessUI's `UIDriver`), for
// the binding tests. Only the view-controller tests use it.
import Domain
import HeadlessUI
import MVVM
import Scheduling
import Testing

/// The app in a window, on a `VirtualScheduler`, with a driver to act on it.
@MainActor
final class AppHarness {
  let scheduler = VirtualScheduler()
  var window: UIWindow?
  /// Acts as a user on `window` (it holds the window: `close()` lets go of both).
  private(set) var driver: UIDriver!

  init(configuration: AppConfiguration = .init()) {
    let environment = AppEnvironment(configuration: configuration, scheduler: scheduler)
    let window = MVVMApp.makeWindow(environment: environment)
    self.window = window
    driver = UIDriver(window: window)
  }

  /// The element `id`, as a `T`.
  func element<T: UIView>(_ id: String, as type: T.Type = T.self) throws -> T {
    try #require(driver.element(id) as? T)
  }

  /// Types `email` and `password` and taps Sign in (the answer comes 400 ms later).
  func submit(email: String = "ada@example.com", password: String = "lovelace1") throws {
    try driver.type(email, into: ElementID.Login.email)
    try driver.type(password, into: ElementID.Login.password)
    try driver.tap(ElementID.Login.submit)
  }

  /// The navigation stack's screens' identifiers, bottom first.
  var stack: [String?] {
    let navigation = window?.rootViewController as? UINavigationController
    return navigation?.viewControllers.map { $0.viewIfLoaded?.accessibilityIdentifier } ?? []
  }

  /// Closes the window, as the runner does after a scenario.
  func close() {
    window?.rootViewController = nil
    window = nil
    driver = nil
  }
}
