import Foundation

/// A rectangle on screen that can hold other views: UIKit's `UIView`, minus pixels.
///
/// Layout is headless and simple: unless a subclass overrides `layoutSubviews()`, a view
/// stacks its visible subviews vertically in subview order, each as wide as the view and as
/// tall as its `intrinsicContentSize` (views without one share the height left over).
open class UIView: UIResponder {
  /// The frame in the superview's coordinates. Setting it also sets `bounds.size`.
  open var frame: CGRect = .zero {
    didSet {
      bounds.size = frame.size
      layer.frame = frame
      if oldValue.size != frame.size { setNeedsLayout() }
    }
  }
  /// The view's own coordinate space.
  open var bounds: CGRect = .zero
  /// The centre of the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The backing layer (border, corners, sublayers).
  public let layer = CALayer()
  /// Whether the view (and so everything in it) is hidden.
  open var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      superview?.setNeedsLayout()
      uiEnvironment.emit(UIChange(.hidden(isHidden), view: self))
    }
  }
  /// The opacity, from 0 to 1.
  open var alpha: CGFloat = 1
  /// The background colour.
  open var backgroundColor: UIColor? {
    didSet { layer.backgroundColor = backgroundColor?.cgColor }
  }
  /// The tint colour (inherited from the superview when not set; system blue at the top).
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set { ownTintColor = newValue }
  }
  private var ownTintColor: UIColor?
  /// A number to find the view by with `viewWithTag(_:)`.
  open var tag = 0
  /// The identifier tests and scenarios find the view by.
  open var accessibilityIdentifier: String?
  /// The text VoiceOver reads.
  open var accessibilityLabel: String?
  /// Whether touches reach the view.
  open var isUserInteractionEnabled = true
  /// Whether subviews are clipped (mirrors `layer.masksToBounds`).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// Kept for source compatibility; there is no Auto Layout headless.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// How content fills the view (kept, not applied).
  open var contentMode: ContentMode = .scaleToFill
  /// The margins (kept, not applied).
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The margins in reading direction (kept, not applied).
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)

  /// The parent view.
  open internal(set) weak var superview: UIView?
  /// The child views, back-most first.
  open internal(set) var subviews: [UIView] = []
  /// The view controller whose root view this is (UIKit keeps the same private link).
  weak var owningViewController: UIViewController?
  var needsLayout = true
  /// The style name given to `style` that the registry did not know (shown in renders).
  public internal(set) var unknownStyle: String?
  var styleName: String?
  /// The constraints installed on the view (recorded, never solved headless).
  public internal(set) var constraints: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
  var layoutPriorities: [String: UILayoutPriority] = [:]

  /// The environment the view was created in, which hears its changes.
  let uiEnvironment = UIEnvironment.current

  /// Creates a view with a frame.
  public init(frame: CGRect) {
    super.init()
    self.frame = frame
    bounds.size = frame.size
    layer.frame = frame
    uiEnvironment.liveObjects.register(self)
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive (no archives headless: an empty view).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    uiEnvironment.liveObjects.register(self)
  }

  open override var next: UIResponder? { owningViewController ?? superview }

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let v = view {
      if let window = v as? UIWindow { return window }
      view = v.superview
    }
    return nil
  }

  override var focusScope: FocusScope { window?.focus ?? uiEnvironment.detachedFocus }

  /// The size the view would like (`noIntrinsicMetric` where it has no preference).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The value meaning "no preference" in `intrinsicContentSize`.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Tells the view its intrinsic size changed.
  open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }

  /// The size that fits in `size` (the intrinsic size where there is one).
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let own = intrinsicContentSize
    return CGSize(width: max(own.width, 0), height: max(own.height, 0))
  }

  /// Resizes the view to `sizeThatFits`.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  /// Called before the view changes parent.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view changed parent.
  open func didMoveToSuperview() {}
  /// Called after the view (or an ancestor) entered a window.
  open func didMoveToWindow() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Lays out the subviews: headless default stacks visible subviews vertically in subview
  /// order (see the type's documentation), then lays them out in turn, so their frames (and
  /// their subviews' frames) are final once `super.layoutSubviews()` returns, as after Auto
  /// Layout. Override to place them yourself.
  open func layoutSubviews() {
    stackSubviewsVertically()
    for child in subviews { child.layoutIfNeeded() }
  }

  /// Asks for `layoutSubviews()` before the next `layoutIfNeeded()`.
  open func setNeedsLayout() { needsLayout = true }

  /// Lays out now if needed, then the subviews.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for child in subviews { child.layoutIfNeeded() }
  }

  /// Marks the view for redisplay (nothing to draw headless).
  open func setNeedsDisplay() {}

  /// Draws the view (never called headless).
  open func draw(_ rect: CGRect) {}

  /// Called after the view was loaded from an archive.
  open func awakeFromNib() {}
}
