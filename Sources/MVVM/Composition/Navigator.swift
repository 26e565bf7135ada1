// Composition role (MVVM): creates every screen (a view model from the environment's
// services, its view controller) and acts on the view models' `route` outputs by moving the
// navigation stack. Owns: navigation. Must not know: any rule or widget; it reads routes only.
//
// Each route subscription lives in the screen's own dispose bag, so it ends with the screen;
// it keeps the navigator alive, and the navigator holds the navigation controller weakly, so
// there is no cycle.
import Domain
import HeadlessUI
import Reactive

/// Builds the screens and follows their routes.
final class Navigator {
  private let environment: AppEnvironment
  /// The stack the routes act on.
  weak var navigationController: UINavigationController?

  /// A navigator for screens made from `environment`.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  /// A fresh sign-in screen.
  func makeLogin() -> UIViewController {
    let viewModel = LoginViewModel(authService: environment.authService)
    let screen = LoginViewController(viewModel: viewModel)
    viewModel.outputs.route
      .emit(onNext: { route in self.follow(route) })
      .disposed(by: screen.disposeBag)
    return screen
  }

  /// A catalog screen.
  func makeCatalog() -> UIViewController {
    let viewModel = CatalogViewModel(
      catalogStore: environment.catalogStore, scheduler: environment.scheduler)
    let screen = CatalogViewController(viewModel: viewModel)
    viewModel.outputs.route
      .emit(onNext: { route in self.follow(route) })
      .disposed(by: screen.disposeBag)
    return screen
  }

  /// A product screen for `mode`.
  func makeProduct(_ mode: ProductMode) -> UIViewController {
    let viewModel = ProductViewModel(mode: mode, catalogStore: environment.catalogStore)
    let screen = ProductViewController(viewModel: viewModel)
    viewModel.outputs.route
      .emit(onNext: { route in self.follow(route) })
      .disposed(by: screen.disposeBag)
    return screen
  }

  // MARK: Routes

  private func follow(_ route: LoginRoute) {
    switch route {
    case .catalog:
      navigationController?.setViewControllers([makeCatalog()], animated: false)
    }
  }

  private func follow(_ route: CatalogRoute) {
    switch route {
    case .edit(let product):
      navigationController?.pushViewController(makeProduct(.edit(product)), animated: true)
    case .add:
      navigationController?.pushViewController(makeProduct(.add), animated: true)
    case .signOut:
      navigationController?.setViewControllers([makeLogin()], animated: false)
    }
  }

  private func follow(_ route: ProductRoute) {
    switch route {
    case .close:
      _ = navigationController?.popViewController(animated: true)
    }
  }
}
