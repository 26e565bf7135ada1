// Router (VIPER): the sign-in screen's moves, done from its view controller.
// Owns: the environment it hands to the builders. Must not know: presenters' decisions,
// rules, services' answers. Holds its view controller weakly (the screen owns the module).
import Domain
import HeadlessUI

/// Moves from the sign-in screen, asking the builders for the next screen.
public final class LoginRouter: LoginRouting {
  /// The screen the moves start from; weak, because it owns (through its presenter) this
  /// router. The builder sets it.
  public weak var viewController: UIViewController?
  private let environment: AppEnvironment

  /// A router building the next screens over `environment`.
  public init(environment: AppEnvironment) {
    self.environment = environment
  }

  /// Replaces the stack with a catalog screen from `CatalogBuilder`.
  public func showCatalog(for session: Session) {
    viewController?.navigationController?.setViewControllers(
      [CatalogBuilder.build(environment: environment)], animated: false)
  }
}
