import Foundation

/// Modal presentation, synchronous (there are no animations headless: completion blocks run
/// before the call returns).
extension UIViewController {
  /// The controller this one (or its container) presents.
  public var presentedViewController: UIViewController? {
    presented ?? parent?.presentedViewController
  }

  /// The controller that presented this one (or its container).
  public var presentingViewController: UIViewController? {
    presenter ?? parent?.presentingViewController
  }

  /// Whether the controller is appearing because it is being presented (true during its
  /// `viewWillAppear` and `viewDidAppear` on presentation).
  public var isBeingPresented: Bool { movement == .beingPresented }

  /// Whether the controller is disappearing because it is being dismissed.
  public var isBeingDismissed: Bool { movement == .beingDismissed }

  /// Whether the controller is appearing because it was just added to a container (pushed).
  public var isMovingToParent: Bool { movement == .toParent }

  /// Whether the controller is disappearing because it is being removed from its container
  /// (popped): the usual test for "the user went back" in `viewWillDisappear`.
  public var isMovingFromParent: Bool { movement == .fromParent }

  /// The outermost container: presentation happens from it, as in UIKit.
  var presentationHost: UIViewController {
    var host = self
    while let parent = host.parent { host = parent }
    return host
  }

  /// Presents `viewControllerToPresent` modally from this controller's outermost container.
  /// If that container already presents something, nothing happens and a warning goes to the
  /// environment's `warningHandler` (standard error by default), as UIKit logs one.
  public func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let host = presentationHost
    if let current = host.presented {
      uiEnvironment.warn(
        "Warning: Attempt to present \(type(of: viewControllerToPresent)) on "
          + "\(type(of: host)) which is already presenting \(type(of: current))")
      return
    }
    let presented = viewControllerToPresent
    presented.loadViewIfNeeded()
    presented.movement = .beingPresented
    defer { presented.movement = nil }
    host.presented = presented
    presented.presenter = host
    let visible = host.isShown
    let coversPresenter = presented.modalPresentationStyle == .fullScreen
    if visible && coversPresenter { host.beginAppearanceTransition(false, animated: flag) }
    if visible { presented.beginAppearanceTransition(true, animated: flag) }
    if let window = host.viewIfLoaded?.window {
      presented.view.frame = window.bounds
      window.addSubview(presented.view)
    }
    if visible {
      presented.endAppearanceTransition()
      if coversPresenter { host.endAppearanceTransition() }
    }
    uiEnvironment.emit(UIChange.presentation(of: presented, up: true))
    completion?()
  }

  /// Shows a controller the way the context suggests: pushed when this controller is in a
  /// navigation controller, presented otherwise.
  public func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// Dismisses the controller this one presents, or, if it presents none, this controller
  /// itself (asking its presenter), together with everything presented above it.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let host = presentationHost
    if host.presented != nil {
      host.dismissPresented(animated: flag)
    } else if let presenter = host.presenter {
      presenter.dismissPresented(animated: flag)
    }
    completion?()
  }

  func dismissPresented(animated flag: Bool) {
    guard let presented else { return }
    presented.dismissPresented(animated: flag)
    let visible = presented.isShown
    let coversPresenter = presented.modalPresentationStyle == .fullScreen
    presented.movement = .beingDismissed
    defer { presented.movement = nil }
    if visible {
      presented.beginAppearanceTransition(false, animated: flag)
      if coversPresenter { beginAppearanceTransition(true, animated: flag) }
    }
    presented.viewIfLoaded?.removeFromSuperview()
    self.presented = nil
    presented.presenter = nil
    if visible {
      presented.endAppearanceTransition()
      if coversPresenter { endAppearanceTransition() }
    }
    uiEnvironment.emit(UIChange.presentation(of: presented, up: false))
  }
}

/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen
  case overCurrentContext, popover, none = -1, automatic = -2
}
