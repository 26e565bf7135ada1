// Composition (MVP): the app's navigation; creates each screen (presenter and view controller,
// wired to each other) and moves between them on the navigation stack.
// Owns: the environment it hands to the presenters, and a weak reference to the navigation
// controller (the window owns it; every presenter owns this navigator). Must not know: any
// screen's behaviour. The one place that knows both presenters and view controllers.
import Domain
import HeadlessUI

/// What the presenters ask for, done with a `UINavigationController`.
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
    let presenter = LoginPresenter(authService: environment.authService, navigator: self)
    let screen = LoginViewController(presenter: presenter)
    presenter.view = screen
    return screen
  }

  /// A fresh catalog screen.
  func makeCatalogScreen() -> UIViewController {
    let presenter = CatalogPresenter(
      catalogStore: environment.catalogStore, scheduler: environment.scheduler, navigator: self)
    let screen = CatalogViewController(presenter: presenter)
    presenter.view = screen
    return screen
  }

  /// A product screen, to add a product or to edit one.
  func makeProductScreen(_ mode: ProductMode) -> UIViewController {
    let presenter = ProductPresenter(
      mode: mode, catalogStore: environment.catalogStore, navigator: self)
    let screen = ProductViewController(presenter: presenter)
    presenter.view = screen
    return screen
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
    navigationController?.popViewController(animated: true)
  }
}
