// Composition (MVVM): creates every screen (a view model from the environment's services, then
// its view controller with this navigator) and moves the navigation stack when a screen's
// navigation output fires. Owns: navigation, and the environment it hands out. Must not know:
// any rule, text or widget. Every view controller holds it strongly; it holds the navigation
// controller weakly (the window owns that), so nothing cycles.
import Domain
import HeadlessUI

/// The app's navigation: what the view models ask for, done with a `UINavigationController`.
final class AppNavigator: LoginNavigator, CatalogNavigator, ProductNavigator {
  private let environment: AppEnvironment
  /// The stack the screens live on.
  weak var navigationController: UINavigationController?

  /// A navigator handing out `environment`'s services.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  // MARK: Screens

  /// A fresh sign-in screen, both fields empty.
  func makeLoginScreen() -> UIViewController {
    LoginViewController(
      viewModel: LoginViewModel(authService: environment.authService), navigator: self)
  }

  /// A fresh catalog screen.
  func makeCatalogScreen() -> UIViewController {
    CatalogViewController(
      viewModel: CatalogViewModel(
        catalogStore: environment.catalogStore, scheduler: environment.scheduler),
      navigator: self)
  }

  /// A product screen for `mode`.
  func makeProductScreen(_ mode: ProductMode) -> UIViewController {
    ProductViewController(
      viewModel: ProductViewModel(mode: mode, catalogStore: environment.catalogStore),
      navigator: self)
  }

  // MARK: LoginNavigator

  func showCatalog(for session: Session) {
    navigationController?.setViewControllers([makeCatalogScreen()], animated: false)
  }

  // MARK: CatalogNavigator

  func showProduct(_ mode: ProductMode) {
    navigationController?.pushViewController(makeProductScreen(mode), animated: true)
  }

  func showLogin() {
    navigationController?.setViewControllers([makeLoginScreen()], animated: false)
  }

  // MARK: ProductNavigator

  func closeProduct() {
    _ = navigationController?.popViewController(animated: true)
  }
}
