// Composition (MV): the app's entry point, as an `App`'s `WindowGroup` would be: the models
// are made once and placed in the environment of the root view.
// Owns: the models, the window and its hosting controller. Must not know: any screen's
// behaviour.
import Domain
import HeadlessSwiftUI

/// The MV app's entry point: builds the models over `environment`'s services and shows the
/// root view in a hosting controller.
public enum MVApp {
  /// Builds, shows and returns the app's window for `environment`.
  public static func makeWindow(environment: AppEnvironment) -> UIWindow {
    let account = Account(authService: environment.authService, session: environment.session)
    let catalog = CatalogModel(store: environment.catalogStore)
    LiveObjects.track(account)
    LiveObjects.track(catalog)
    let root = AppView()
      .environment(account)
      .environment(catalog)
      .environment(\.scheduler, environment.scheduler)
    let window = UIWindow()
    window.rootViewController = UIHostingController(rootView: root)
    window.makeKeyAndVisible()
    return window
  }
}
