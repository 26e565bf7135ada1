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

  /// The gap UIKit uses when `setCustomSpacing` is given this value: back to `spacing`.
  public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
  /// The system's standard gap (8 points headless).
  public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// Sets the gap after one arranged view (`spacingUseDefault` goes back to `spacing`).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    let key = ObjectIdentifier(arrangedSubview)
    customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
    setNeedsLayout()
  }

  /// The gap after one arranged view: its custom spacing, or `spacingUseDefault`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The gap after `view` in the layout.
  private func gap(after view: UIView) -> CGFloat {
    guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
    return custom == Self.spacingUseSystem ? 8 : custom
  }

  /// Removes a view from the arrangement (it stays a subview, as in UIKit).
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    setNeedsLayout()
  }

  open override func willRemoveSubview(_ subview: UIView) {
    arrangedSubviews.removeAll { $0 === subview }
  }

  /// Along the axis: the sum of the shown arranged views' sizes plus the gaps, or no
  /// preference (`noIntrinsicMetric`) when one of them has none (a table, a plain view), so
  /// the stack takes the room it is given and passes it on (UIKit's `.fill`). Across: the
  /// largest.
  open override var intrinsicContentSize: CGSize {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    let sizes = shown.map(\.intrinsicContentSize)
    let gaps = shown.dropLast().map(gap(after:)).reduce(0, +)
    if axis == .vertical {
      let heights = sizes.map(\.height)
      let height =
        heights.contains { $0 < 0 } ? UIView.noIntrinsicMetric : heights.reduce(gaps, +)
      return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
    }
    return CGSize(
      width: sizes.map { max($0.width, 0) }.reduce(gaps, +), height: sizes.map(\.height).max() ?? 0)
  }

  /// Vertical: views with an intrinsic height get it; views without one (a table) share what
  /// is left (44 points each when nothing is left), as `.fill` gives them. Horizontal: equal
  /// widths.
  open override func layoutSubviews() {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return }
    var offset: CGFloat = 0
    if axis == .vertical {
      let heights = shown.map(\.intrinsicContentSize.height)
      let fixed = heights.filter { $0 >= 0 }.reduce(0, +)
      let gaps = shown.dropLast().map(gap(after:)).reduce(0, +)
      let flexibleCount = CGFloat(heights.filter { $0 < 0 }.count)
      let left = bounds.height - fixed - gaps
      let share = flexibleCount > 0 && left > 0 ? left / flexibleCount : 44
      for (view, intrinsic) in zip(shown, heights) {
        let height = intrinsic >= 0 ? intrinsic : share
        view.frame = CGRect(x: 0, y: offset, width: bounds.width, height: height)
        offset += height + gap(after: view)
      }
    } else {
      let gaps = shown.dropLast().map(gap(after:)).reduce(0, +)
      let width = max(0, bounds.width - gaps) / CGFloat(shown.count)
      for view in shown {
        view.frame = CGRect(x: offset, y: 0, width: width, height: bounds.height)
        offset += width + gap(after: view)
      }
    }
    for view in shown { view.layoutIfNeeded() }
  }
}
