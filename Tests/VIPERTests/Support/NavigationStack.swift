/// A real navigation stack in a visible window, for the routers' tests.
import Domain
import HeadlessUI
import Scheduling

/// A navigation stack in a visible window, over the spec's default environment.
struct NavigationStack {
  let scheduler = VirtualScheduler()
  let environment: AppEnvironment
  let navigation = UINavigationController()
  let window = UIWindow(frame: UIScreen.main.bounds)

  init() {
    environment = AppEnvironment(scheduler: scheduler)
    navigation.setViewControllers([UIViewController()], animated: false)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
  }

  /// The screens' identifiers, bottom first.
  var screens: [String?] { navigation.viewControllers.map(\.view.accessibilityIdentifier) }
  var top: UIView { navigation.topViewController!.view }
}
