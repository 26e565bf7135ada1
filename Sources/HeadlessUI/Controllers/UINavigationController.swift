import Foundation

/// A stack of screens: the top one shows; push adds one, pop removes one.
///
/// Its view shows only the top controller's view. Transitions are immediate and run the
/// callbacks in UIKit's order (see `UIViewController`). Controllers removed from the stack
/// are released (the stack is the only strong reference the navigation controller holds).
open class UINavigationController: UIViewController {
  /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The navigation bar (kept for source compatibility; not rendered).
  public let navigationBar = UINavigationBar()
  /// Whether the bar is hidden.
  open var isNavigationBarHidden = false
  /// Hears when another controller is shown (held weakly).
  open weak var delegate: UINavigationControllerDelegate?
  /// The change of top controller in progress (see `transitionCoordinator`).
  var activeTransition: NavigationTransition?

  /// Creates a stack holding `rootViewController`.
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { children.last }

  /// The controller shown: the top one, or what it presents.
  open var visibleViewController: UIViewController? {
    var top = presentedViewController ?? topViewController
    while let next = top?.presented { top = next }
    return top
  }

  /// Shows or hides the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Creates the container view and puts the top controller's view in it.
  open override func loadView() {
    let container = UIView(frame: UIScreen.main.bounds)
    view = container
    if let top = topViewController {
      top.view.frame = container.bounds
      container.addSubview(top.view)
    }
  }

  override var appearanceChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

  /// Pushes a controller on top and shows it.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    setViewControllers(children + [viewController], animated: animated)
  }

  /// Pops the top controller (never the root) and returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = topViewController else { return nil }
    setViewControllers(Array(children.dropLast()), animated: animated)
    return top
  }

  /// Pops everything above the root and returns what was popped.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops everything above `viewController` and returns what was popped.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(children[(index + 1)...])
    setViewControllers(Array(children[...index]), animated: animated)
    return popped
  }

  /// Replaces the stack. The old top disappears and the new top appears (if they differ),
  /// the delegate hearing `willShow` before and `didShow` after; controllers no longer in the
  /// stack leave it and are released.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let oldTop = topViewController
    let removed = children.filter { old in !viewControllers.contains { $0 === old } }
    let added = viewControllers.filter { $0.parent !== self }
    for controller in added { addChild(controller) }
    for controller in removed { controller.willMove(toParent: nil) }
    children = viewControllers
    let newTop = topViewController
    if oldTop !== newTop {
      activeTransition = NavigationTransition(
        from: oldTop, to: newTop, animated: animated, navigationController: self)
      oldTop?.movement = removed.contains { $0 === oldTop } ? .fromParent : nil
      newTop?.movement = added.contains { $0 === newTop } ? .toParent : nil
      if let newTop, isShown {
        delegate?.navigationController(self, willShow: newTop, animated: animated)
      }
      if let container = viewIfLoaded {
        UIViewController.transition(from: oldTop, to: newTop, in: container, isVisible: isShown)
      }
      oldTop?.movement = nil
      newTop?.movement = nil
    }
    for controller in removed {
      if controller.parent === self { controller.parent = nil }
      controller.didMove(toParent: nil)
    }
    for controller in added { controller.didMove(toParent: self) }
    if oldTop !== newTop {
      let pushed = newTop.map { top in added.contains { $0 === top } } ?? false
      let popped = !pushed && removed.contains { $0 === oldTop } && viewControllers.count > 0
      let kind: UIChange.Kind = pushed ? .pushed : popped ? .popped : .stackReplaced
      uiEnvironment.emit(UIChange(kind, controller: newTop))
    }
    if oldTop !== newTop, let newTop, isShown {
      delegate?.navigationController(self, didShow: newTop, animated: animated)
    }
    activeTransition = nil
  }
}
