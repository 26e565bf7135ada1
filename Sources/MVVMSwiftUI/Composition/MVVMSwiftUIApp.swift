// Composition (MVVM with Observation): the app's entry point, as an `App`'s `WindowGroup`
// would be: the navigator is made once, and the root view shows what it says.
// Owns: the navigator, the window and its hosting controller. Must not know: any screen's
// behaviour.
import Domain
import HeadlessSwiftUI

/// The MVVM-with-Observation app's entry point.
public enum MVVMSwiftUIApp {
  /// Builds, shows and returns the app's window for `environment`.
  public static func makeWindow(environment: AppEnvironment) -> UIWindow {
    let navigator = AppNavigator(environment: environment)
    LiveObjects.track(navigator)
    let window = UIWindow()
    window.rootViewController = UIHostingController(rootView: AppView(navigator: navigator))
    window.makeKeyAndVisible()
    return window
  }
}
