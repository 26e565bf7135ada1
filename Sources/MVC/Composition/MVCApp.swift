// Composition (MVC): the app's entry point, as an app delegate's would be.
// Owns: the theme, the window, its navigation controller and the first screen. Must not know:
// any screen's behaviour; after the first screen, each controller creates the next itself.
import Domain
import HeadlessUI
import Theme

/// The MVC app's entry point: installs the theme and builds the window around a navigation
/// controller whose root is the catalog (signed in) or the login screen.
public enum MVCApp {
  /// Builds, shows and returns the app's window for `environment`.
  public static func makeWindow(environment: AppEnvironment) -> UIWindow {
    Theme.install()
    let root: UIViewController =
      environment.session == nil
      ? LoginViewController(environment: environment)
      : CatalogViewController(environment: environment)
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: root)
    window.makeKeyAndVisible()
    return window
  }
}
