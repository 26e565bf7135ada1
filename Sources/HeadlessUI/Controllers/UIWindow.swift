import Foundation

/// The top of a view hierarchy: shows its root view controller once it is made key and
/// visible (in either order), and keeps the first responder of everything inside it.
///
/// A window starts hidden, as in UIKit. `makeKeyAndVisible()` shows it (and gives it the
/// screen's bounds if its frame is still zero); from then on the root controller's view
/// loads, fills the window and appears. Replacing the root (or setting `nil`) makes the old
/// one disappear and, with what it presented, leave the window.
open class UIWindow: UIView {
  let focus = FocusScope()
  /// The controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      rootDidChange(from: oldValue)
      if oldValue !== rootViewController {
        uiEnvironment.emit(UIChange(.rootReplaced, controller: rootViewController))
      }
    }
  }
  /// Whether this is the key window.
  open private(set) var isKeyWindow = false
  /// The window's level (kept, not used).
  open var windowLevel: CGFloat = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// Showing the window shows its root controller; hiding it makes the root disappear.
  open override var isHidden: Bool {
    didSet {
      guard isHidden != oldValue, let root = rootViewController else { return }
      if isHidden {
        root.beginAppearanceTransition(false, animated: false)
        root.endAppearanceTransition()
      } else {
        install(root)
      }
    }
  }

  /// The root controller's view and any presented controller's view fill the window.
  open override func layoutSubviews() {
    for child in subviews {
      child.frame = bounds
      child.layoutIfNeeded()
    }
  }

  /// Makes the window key and shows it.
  open func makeKeyAndVisible() {
    if frame.size == .zero { frame = UIScreen.main.bounds }
    makeKey()
    isHidden = false
  }

  /// Makes the window key.
  open func makeKey() { isKeyWindow = true }

  /// The first responder inside the window, if any.
  public var firstResponder: UIResponder? { focus.firstResponder }

  private func rootDidChange(from old: UIViewController?) {
    guard old !== rootViewController else { return }
    if let old {
      old.dismissPresented(animated: false)
      let visible = !isHidden && old.isShown
      if visible { old.beginAppearanceTransition(false, animated: false) }
      if let oldView = old.viewIfLoaded, oldView.superview === self {
        oldView.removeFromSuperview()
      }
      if visible { old.endAppearanceTransition() }
    }
    if let root = rootViewController, !isHidden { install(root) }
  }

  private func install(_ root: UIViewController) {
    root.loadViewIfNeeded()
    root.beginAppearanceTransition(true, animated: false)
    root.view.frame = bounds
    if root.view.superview !== self { addSubview(root.view) }
    root.endAppearanceTransition()
    layoutIfNeeded()
  }
}
