// Composition (MVVM): the app's entry point. Installs the theme and builds the window whose
// navigation stack starts on the catalog (signed in) or the sign-in screen.
// Owns: the window and its navigation controller. Must not know: any screen's logic.
import Domain
import HeadlessUI
import Theme

/// The Storefront app written in MVVM.
public enum MVVMApp {
  /// A key, visible window for `environment`: a navigation controller whose root is the
  /// catalog when `environment.session` is set, else the sign-in screen.
  public static func makeWindow(environment: AppEnvironment) -> UIWindow {
    Theme.install()
    let navigator = AppNavigator(environment: environment)
    let navigationController = UINavigationController(
      rootViewController: environment.session == nil
        ? navigator.makeLoginScreen() : navigator.makeCatalogScreen())
    navigator.navigationController = navigationController
    let window = UIWindow()
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    return window
  }
}
