import Foundation

/// Lays out its arranged subviews in a row or a column.
open class UIStackView: UIView {
  /// The direction of a stack.
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }
  /// How arranged views fill the stack's length.
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  /// How arranged views are placed across the stack.
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    /// Top (horizontal stacks).
    public static let top = Alignment.leading
    /// Bottom (horizontal stacks).
    public static let bottom = Alignment.trailing
  }

  /// The views the stack arranges, in order.
  open private(set) var arrangedSubviews: [UIView] = []
  /// The direction (horizontal by default, as in UIKit).
  open var axis: Axis = .horizontal { didSet { setNeedsLayout() } }
  /// The gap between arranged views.
  open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// How views fill the length.
  open var distribution: Distribution = .fill
  /// How views are placed across.
  open var alignment: Alignment = .fill
  /// Whether layout margins are used (kept, not applied).
  open var isLayoutMarginsRelativeArrangement = false

  /// Creates a stack arranging `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    views.forEach(addArrangedSubview)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Appends a view to the arrangement (and to the subviews).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into the arrangement.
  open func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Sets the gap after one arranged view (kept, not applied: `spacing` is used).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}

  /// Removes a view from the arrangement (it stays a subview, as in UIKit).
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    setNeedsLayout()
  }

  open override func willRemoveSubview(_ subview: UIView) {
    arrangedSubviews.removeAll { $0 === subview }
  }

  /// The sum of the shown arranged views' sizes along the axis, plus spacing.
  open override var intrinsicContentSize: CGSize {
    let shown = arrangedSubviews.filter { !$0.isHidden }.map(\.intrinsicContentSize)
    let gaps = spacing * CGFloat(max(0, shown.count - 1))
    if axis == .vertical {
      return CGSize(
        width: shown.map(\.width).max() ?? 0,
        height: shown.map { $0.height >= 0 ? $0.height : 44 }.reduce(gaps, +))
    }
    return CGSize(
      width: shown.map { max($0.width, 0) }.reduce(gaps, +), height: shown.map(\.height).max() ?? 0)
  }

  open override func layoutSubviews() {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return }
    var offset: CGFloat = 0
    if axis == .vertical {
      for view in shown {
        let h = view.intrinsicContentSize.height
        let height = h >= 0 ? h : 44
        view.frame = CGRect(x: 0, y: offset, width: bounds.width, height: height)
        offset += height + spacing
      }
    } else {
      let gaps = spacing * CGFloat(shown.count - 1)
      let width = max(0, bounds.width - gaps) / CGFloat(shown.count)
      for view in shown {
        view.frame = CGRect(x: offset, y: 0, width: width, height: bounds.height)
        offset += width + spacing
      }
    }
    for view in shown { view.layoutIfNeeded() }
  }
}
