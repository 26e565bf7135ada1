// Router (VIPER): the product screen's move back, done on the navigation stack.
// Owns: nothing. Must not know: presenters' decisions, rules, the store. Holds the
// navigation controller weakly (the window owns it).
import HeadlessUI

/// Leaves the product screen.
public final class ProductRouter: ProductRouting {
  /// The stack the screens live on.
  public weak var navigationController: UINavigationController?

  /// A router popping from `navigationController`.
  public init(navigationController: UINavigationController?) {
    self.navigationController = navigationController
  }

  /// Pops the product screen.
  public func closeProduct() {
    navigationController?.popViewController(animated: true)
  }
}
