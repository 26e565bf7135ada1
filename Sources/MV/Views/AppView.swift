// View (MV): the app's root: the sign-in screen, or the catalog in a navigation stack whose
// pushed values are product screens.
// Owns: which screen is the root (from the account's session) and how a pushed
// `ProductMode` is shown. Must not know: any screen's behaviour.
import Domain
import HeadlessSwiftUI

/// The root view: the session decides between signing in and the catalog.
struct AppView: View {
  @Environment(Account.self) private var account

  var body: some View {
    if account.session == nil {
      LoginView()
    } else {
      NavigationStack {
        CatalogView()
          .navigationDestination(for: ProductMode.self) { ProductView(mode: $0) }
      }
    }
  }
}
