// Router (VIPER): the catalog screen's moves, done from its view controller.
// Owns: the environment it hands to the builders. Must not know: presenters' decisions,
// rules, the store. Holds its view controller weakly (the screen owns the module).
import Domain
import HeadlessUI

/// Moves from the catalog screen, asking the builders for the next screen.
public final class CatalogRouter: CatalogRouting {
  /// The screen the moves start from; weak, because it owns (through its presenter) this
  /// router. The builder sets it.
  public weak var viewController: UIViewController?
  private let environment: AppEnvironment

  /// A router building the next screens over `environment`.
  public init(environment: AppEnvironment) {
    self.environment = environment
  }

  /// Pushes a product screen from `ProductBuilder`.
  public func showProduct(_ mode: ProductMode) {
    viewController?.navigationController?.pushViewController(
      ProductBuilder.build(mode, environment: environment), animated: true)
  }

  /// Replaces the stack with a fresh sign-in screen from `LoginBuilder`.
  public func showLogin() {
    viewController?.navigationController?.setViewControllers(
      [LoginBuilder.build(environment: environment)], animated: false)
  }
}
