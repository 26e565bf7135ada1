/// Composition role (MVP): creates each screen (presenter + view controller, wired to each
/// other) and moves between them on the navigation stack.
///
/// Implements the presenters' navigation protocols. Owns the environment it hands to the
/// presenters; holds the navigation controller weakly (the window owns it; every presenter
/// owns this navigator). The only place that knows both presenters and view controllers.
import Domain
import HeadlessUI

/// The app's navigation: what the presenters ask for, done with a `UINavigationController`.
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

  /// A product form editing `product`, or adding one when it is `nil`.
  func makeProductScreen(for product: Product?) -> UIViewController {
    let presenter = ProductPresenter(
      product: product, catalogStore: environment.catalogStore, navigator: self)
    let screen = ProductViewController(presenter: presenter)
    presenter.view = screen
    return screen
  }

  // MARK: LoginNavigator

  func showCatalog(for session: Session) {
    navigationController?.setViewControllers([makeCatalogScreen()], animated: false)
  }

  // MARK: CatalogNavigator

  func showProduct(_ product: Product) {
    navigationController?.pushViewController(makeProductScreen(for: product), animated: true)
  }

  func showNewProduct() {
    navigationController?.pushViewController(makeProductScreen(for: nil), animated: true)
  }

  func signOut() {
    navigationController?.setViewControllers([makeLoginScreen()], animated: false)
  }

  // MARK: ProductNavigator

  func closeProduct() {
    navigationController?.popViewController(animated: true)
  }
}
