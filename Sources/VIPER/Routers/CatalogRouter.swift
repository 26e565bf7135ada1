// Router (VIPER): the catalog screen's moves, done on the navigation stack.
// Owns: the environment it hands to the builders. Must not know: presenters' decisions,
// rules, the store. Holds the navigation controller weakly (the window owns it).
import Domain
import HeadlessUI

/// Moves from the catalog screen, asking the builders for the next screen.
public final class CatalogRouter: CatalogRouting {
  /// The stack the screens live on.
  public weak var navigationController: UINavigationController?
  private let environment: AppEnvironment

  /// A router building screens over `environment` onto `navigationController`.
  public init(environment: AppEnvironment, navigationController: UINavigationController?) {
    self.environment = environment
    self.navigationController = navigationController
  }

  /// Pushes a product screen from `ProductBuilder`.
  public func showProduct(_ mode: ProductMode) {
    guard let navigationController else { return }
    let product = ProductBuilder.build(
      mode, environment: environment, navigationController: navigationController)
    navigationController.pushViewController(product, animated: true)
  }

  /// Replaces the stack with a fresh sign-in screen from `LoginBuilder`.
  public func showLogin() {
    guard let navigationController else { return }
    let login = LoginBuilder.build(
      environment: environment, navigationController: navigationController)
    navigationController.setViewControllers([login], animated: false)
  }
}
