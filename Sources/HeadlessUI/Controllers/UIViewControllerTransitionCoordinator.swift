import Foundation

/// Which side of a transition a controller is on.
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
  /// The key's name.
  public let rawValue: String
  /// Creates a key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller being left.
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  /// The controller being shown.
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// What a transition tells the code running alongside it.
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether a gesture drives it (never headless).
  var isInteractive: Bool { get }
  /// Whether it was cancelled (never headless).
  var isCancelled: Bool { get }
  /// The duration (0: there are no animations headless).
  var transitionDuration: TimeInterval { get }
  /// The view that contains the transition.
  var containerView: UIView { get }
  /// The controller on one side of the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// The transition in progress, as `transitionCoordinator` gives it.
@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition and `completion` after it (headless: both at once).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` with the transition (headless: at once); UIKit's form without a
  /// completion.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// A push, pop or replacement of a navigation controller's top controller while it happens.
final class NavigationTransition: UIViewControllerTransitionCoordinator {
  let from: UIViewController?
  let to: UIViewController?
  let isAnimated: Bool
  unowned let navigationController: UINavigationController
  var containerView: UIView { navigationController.view }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }

  init(
    from: UIViewController?, to: UIViewController?, animated: Bool,
    navigationController: UINavigationController
  ) {
    self.from = from
    self.to = to
    self.isAnimated = animated
    self.navigationController = navigationController
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    completion?(self)
    return true
  }
}

extension UIViewController {
  /// The transition in progress that involves this controller: while a navigation controller
  /// changes its top controller (including during the delegate's `willShow` and `didShow` and
  /// the appearance callbacks), the navigation controller and both controllers see it, so a
  /// coordinator can ask `viewController(forKey: .from)` which screen was left. `nil` otherwise.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let navigation = self as? UINavigationController, let active = navigation.activeTransition {
      return active
    }
    guard
      let active = navigationController?.activeTransition
        ?? (parent as? UINavigationController)?.activeTransition
    else { return nil }
    return active.from === self || active.to === self ? active : nil
  }
}
