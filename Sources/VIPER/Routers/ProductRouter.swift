// Router (VIPER): the product screen's move back, done from its view controller.
// Owns: nothing. Must not know: presenters' decisions, rules, the store. Holds its view
// controller weakly (the screen owns the module).
import HeadlessUI

/// Leaves the product screen.
public final class ProductRouter: ProductRouting {
  /// The screen the moves start from; weak, because it owns (through its presenter) this
  /// router. The builder sets it.
  public weak var viewController: UIViewController?

  /// A router for a product screen.
  public init() {}

  /// Pops the product screen.
  public func closeProduct() {
    viewController?.navigationController?.popViewController(animated: true)
  }
}
