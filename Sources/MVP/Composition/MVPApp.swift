// Composition (MVP): the app's entry point.
// Owns: the theme, the window, its navigation controller and the first screen (made by
// `AppNavigator`). Must not know: any screen's behaviour.
import Domain
import HeadlessUI
import Theme

/// The Storefront app written with passive views and UI-free presenters.
public enum MVPApp {
  /// A visible window showing the catalog when `environment` has a session, else sign-in.
  public static func makeWindow(environment: AppEnvironment) -> UIWindow {
    Theme.install()
    let navigator = AppNavigator(environment: environment)
    let root =
      environment.session == nil ? navigator.makeLoginScreen() : navigator.makeCatalogScreen()
    let navigationController = UINavigationController(rootViewController: root)
    navigator.navigationController = navigationController
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    return window
  }
}
