import Domain
import HeadlessUI
import Theme

/// The MVC app's entry point, as an app delegate would be: installs the theme and builds the
/// window around a navigation controller whose root is the catalog (signed in) or the login
/// screen.
///
/// Composition is the one place that knows every screen; the screens only know the closures
/// it hands them (see `Screens`).
public enum MVCApp {
  /// Builds, shows and returns the app's window for `environment`.
  public static func makeWindow(environment: AppEnvironment) -> UIWindow {
    Theme.install()
    let screens = Screens(environment: environment)
    let root = environment.session == nil ? screens.makeLogin() : screens.makeCatalog()
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: root)
    window.makeKeyAndVisible()
    return window
  }
}
