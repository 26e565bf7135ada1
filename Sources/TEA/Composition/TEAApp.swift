// Composition (TEA): the app's entry point.
// Owns: building the store over the environment, the navigation stack that follows it, and the
// window. Must not know: any screen's behaviour.
import Domain
import HeadlessUI
import Theme

/// The Storefront app written as The Elm Architecture: state, actions, pure reducers, effects
/// and one store.
public enum TEAApp {
  /// A visible window showing the catalog when `environment` has a session, else sign-in.
  public static func makeWindow(environment: AppEnvironment) -> UIWindow {
    Theme.install()
    let store = Store(
      initialState: AppState(session: environment.session), reducer: appReducer,
      environment: environment)
    LiveObjects.track(store)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = AppNavigationController(store: store)
    window.makeKeyAndVisible()
    return window
  }
}
