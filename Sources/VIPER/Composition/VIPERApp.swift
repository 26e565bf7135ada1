// Composition (VIPER): the app's entry point, building the window, the stack, the first screen.
// Owns: nothing after it returns. Must not know: any screen's behaviour.
import Domain
import HeadlessUI
import Theme

/// The Storefront app written as VIPER modules: view, interactor, presenter, entity, router.
public enum VIPERApp {
  /// A visible window showing the catalog when `environment` has a session, else sign-in.
  public static func makeWindow(environment: AppEnvironment) -> UIWindow {
    Theme.install()
    let root =
      environment.session == nil
      ? LoginBuilder.build(environment: environment)
      : CatalogBuilder.build(environment: environment)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: root)
    window.makeKeyAndVisible()
    return window
  }
}
