// Composition (MVVM with Observation): the app's root view: the sign-in screen, or the
// catalog in a navigation stack over the navigator's path.
// Owns: which screen is the root (from the navigator's session) and how a pushed
// `ProductMode` is shown. Must not know: any screen's behaviour.
import Domain
import HeadlessSwiftUI

/// The root view: the navigator decides between signing in and the catalog.
struct AppView: View {
  let navigator: AppNavigator

  var body: some View {
    @Bindable var navigator = navigator
    if navigator.session == nil {
      navigator.makeLoginScreen()
    } else {
      NavigationStack(path: $navigator.path) {
        navigator.makeCatalogScreen()
          .navigationDestination(for: ProductMode.self) { navigator.makeProductScreen($0) }
      }
    }
  }
}
