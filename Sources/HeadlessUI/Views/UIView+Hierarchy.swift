import Foundation

/// Building and searching the view tree.
extension UIView {
  /// Adds a view on top of the others (moving it from its old parent).
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at an index of `subviews`.
  public func insertSubview(_ view: UIView, at index: Int) {
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: old)
      subviews.insert(view, at: min(index, subviews.count))
      setNeedsLayout()
      return
    }
    view.removeFromSuperview()
    view.willMove(toSuperview: self)
    subviews.insert(view, at: min(index, subviews.count))
    view.superview = self
    setNeedsLayout()
    didAddSubview(view)
    view.didMoveToSuperview()
    if let window {
      if let focused = uiEnvironment.detachedFocus.firstResponder as? UIView,
        focused.isDescendant(of: view), window.focus.firstResponder == nil
      {
        uiEnvironment.detachedFocus.firstResponder = nil
        window.focus.firstResponder = focused
      }
      view.notifyMovedToWindow()
      guard !window.isHidden else { return }
      let entering = view.containedChildControllers.filter {
        $0.appearance == .disappeared && $0.parent?.isShown == true
      }
      for controller in entering {
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
      }
    }
  }

  /// Inserts a view just above another.
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let index = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts a view just below another.
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex(where: { $0 === sibling }) ?? 0)
  }

  /// Detaches the view from its parent. A focused text field inside it resigns first.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    if let window, let focused = window.focus.firstResponder as? UIView,
      focused.isDescendant(of: self)
    {
      focused.resignFirstResponder()
    }
    let leaving = window.map { _ in containedChildControllers.filter(\.isShown) } ?? []
    for controller in leaving { controller.beginAppearanceTransition(false, animated: false) }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    parent.setNeedsLayout()
    didMoveToSuperview()
    for controller in leaving { controller.endAppearanceTransition() }
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: UIView) {
    guard subviews.contains(where: { $0 === view }) else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: UIView) {
    guard subviews.contains(where: { $0 === view }) else { return }
    insertSubview(view, at: 0)
  }

  /// The first view with this tag in a depth-first search, starting with the view itself.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for child in subviews {
      if let found = child.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Whether the view is `view` or inside it.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let c = current {
      if c === view { return true }
      current = c.superview
    }
    return false
  }

  /// Makes the first responder inside this view (a focused text field) resign.
  /// - Returns: whether it resigned (or there was none).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let focused = focusScope.firstResponder as? UIView, focused.isDescendant(of: self)
    else { return true }
    return focused.resignFirstResponder()
  }

  /// The child view controllers (of containers that forward appearance, other than
  /// navigation controllers, which run their own transitions) whose views are this view or
  /// inside it: they appear and disappear with it, as in UIKit.
  var containedChildControllers: [UIViewController] {
    selfAndDescendants.compactMap { view in
      guard let controller = view.owningViewController, let parent = controller.parent,
        parent.shouldAutomaticallyForwardAppearanceMethods,
        !(parent is UINavigationController)
      else { return nil }
      return controller
    }
  }

  func notifyMovedToWindow() {
    didMoveToWindow()
    for child in subviews { child.notifyMovedToWindow() }
  }

  /// The view and all its descendants, depth-first in subview order.
  var selfAndDescendants: [UIView] {
    var result: [UIView] = [self]
    for child in subviews { result += child.selfAndDescendants }
    return result
  }

  /// Whether the view or one of its ancestors (up to and including its window) is hidden:
  /// what a user cannot see. Not in UIKit; scenarios' `expect ID hidden` use it.
  public var isHiddenInHierarchy: Bool {
    var current: UIView? = self
    while let c = current {
      if c.isHidden { return true }
      current = c.superview
    }
    return false
  }
}
