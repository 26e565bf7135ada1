// Router (VIPER): the sign-in screen's moves, done on the navigation stack.
// Owns: the environment it hands to the builders. Must not know: presenters' decisions,
// rules, services' answers. Holds the navigation controller weakly (the window owns it).
import Domain
import HeadlessUI

/// Moves from the sign-in screen, asking the builders for the next screen.
public final class LoginRouter: LoginRouting {
  /// The stack the screens live on.
  public weak var navigationController: UINavigationController?
  private let environment: AppEnvironment

  /// A router building screens over `environment` onto `navigationController`.
  public init(environment: AppEnvironment, navigationController: UINavigationController?) {
    self.environment = environment
    self.navigationController = navigationController
  }

  /// Replaces the stack with a catalog screen from `CatalogBuilder`.
  public func showCatalog(for session: Session) {
    guard let navigationController else { return }
    let catalog = CatalogBuilder.build(
      environment: environment, navigationController: navigationController)
    navigationController.setViewControllers([catalog], animated: false)
  }
}
