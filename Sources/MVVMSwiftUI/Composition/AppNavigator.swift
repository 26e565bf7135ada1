// Composition (MVVM with Observation): where the app is: who is signed in and which product
// screens are pushed, as observable state the root view shows; the navigators the view
// models call; and the factory that makes each screen with its view model.
// Owns: the session, the stack's path, the services the view models are made with. Must not
// know: any screen's behaviour.
import Domain
import HeadlessSwiftUI
import Observation

/// The app's navigation state and screen factory.
@Observable
final class AppNavigator: LoginNavigator, CatalogNavigator, ProductNavigator {
  /// Who is signed in; nil on the sign-in screen.
  private(set) var session: Session?
  /// The product screens pushed over the catalog.
  var path: [ProductMode] = []

  @ObservationIgnored private let environment: AppEnvironment

  /// A navigator over `environment`'s services, starting where its session says.
  init(environment: AppEnvironment) {
    self.environment = environment
    session = environment.session
  }

  // MARK: Moves

  func showCatalog(for session: Session) {
    self.session = session
  }

  func showProduct(_ mode: ProductMode) {
    path.append(mode)
  }

  func showLogin() {
    path = []
    session = nil
  }

  func closeProduct() {
    path.removeLast(min(1, path.count))
  }

  // MARK: Screens

  func makeLoginScreen() -> LoginView {
    LoginView(
      viewModel: track(LoginViewModel(authService: environment.authService, navigator: self)))
  }

  func makeCatalogScreen() -> CatalogView {
    CatalogView(
      viewModel: track(
        CatalogViewModel(
          catalogStore: environment.catalogStore, scheduler: environment.scheduler,
          navigator: self)))
  }

  func makeProductScreen(_ mode: ProductMode) -> ProductView {
    ProductView(
      viewModel: track(
        ProductViewModel(mode: mode, catalogStore: environment.catalogStore, navigator: self)))
  }

  /// Every view model joins the leak audit.
  private func track<T: AnyObject>(_ viewModel: T) -> T {
    LiveObjects.track(viewModel)
    return viewModel
  }
}
