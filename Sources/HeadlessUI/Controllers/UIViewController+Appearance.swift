import Foundation

/// Driving the appearance callbacks, as containers do in UIKit.
extension UIViewController {
  /// Starts an appearance change: calls `viewWillAppear` (or `viewWillDisappear`) on this
  /// controller and the children that follow it. Does nothing if already in that direction.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearance == .disappeared || appearance == .disappearing else { return }
      loadViewIfNeeded()
      appearance = .appearing
      viewWillAppear(animated)
    } else {
      guard appearance == .appeared || appearance == .appearing else { return }
      appearance = .disappearing
      viewWillDisappear(animated)
    }
    for child in appearanceChildren {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Ends an appearance change: calls `viewDidAppear` (or `viewDidDisappear`).
  public func endAppearanceTransition() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(false)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(false)
    default: return
    }
    for child in appearanceChildren { child.endAppearanceTransition() }
  }

  /// Whether the controller is shown (between `viewWillAppear` and `viewWillDisappear`).
  var isShown: Bool { appearance == .appeared || appearance == .appearing }

  /// Swaps `old` for `new` as the content of `container` (a view), running UIKit's order of
  /// callbacks when `isVisible`: old will-disappear, new will-appear, old did-disappear,
  /// new did-appear.
  static func transition(
    from old: UIViewController?, to new: UIViewController?, in container: UIView,
    isVisible: Bool
  ) {
    guard old !== new else { return }
    new?.loadViewIfNeeded()
    if isVisible {
      old?.beginAppearanceTransition(false, animated: false)
      new?.beginAppearanceTransition(true, animated: false)
    }
    if let oldView = old?.viewIfLoaded, oldView.superview === container {
      oldView.removeFromSuperview()
    }
    if let newView = new?.view {
      newView.frame = container.bounds
      container.addSubview(newView)
    }
    if isVisible {
      old?.endAppearanceTransition()
      new?.endAppearanceTransition()
    }
  }
}
