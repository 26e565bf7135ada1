/// Auto Layout's vocabulary on views: anchors, guides and constraint lists are kept so UIKit
/// code compiles; nothing is solved (see `NSLayoutConstraint`).
extension UIView {
  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// The first line of text's baseline.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  /// The last line of text's baseline.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  /// The safe area (the whole view headless).
  public var safeAreaLayoutGuide: UILayoutGuide { guide(named: "UIViewSafeAreaLayoutGuide") }

  /// The margins guide (the whole view headless).
  public var layoutMarginsGuide: UILayoutGuide { guide(named: "UIViewLayoutMarginsGuide") }

  /// The guides added to this view.
  public var layoutGuides: [UILayoutGuide] { guides }

  /// Adds a layout guide.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView = self
    guides.append(guide)
  }

  /// Adds a constraint (prefer `isActive` / `NSLayoutConstraint.activate`).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if !constraints.contains(where: { $0 === constraint }) { constraints.append(constraint) }
  }

  /// Adds constraints.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    constraints.forEach(addConstraint)
  }

  /// Removes a constraint.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraints.removeAll { $0 === constraint }
  }

  /// Removes constraints.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    constraints.forEach(removeConstraint)
  }

  /// Sets how much the view resists growing past its intrinsic size (kept, not solved).
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutPriorities["hugging.\(axis)"] = priority
  }

  /// Sets how much the view resists shrinking below its intrinsic size (kept, not solved).
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutPriorities["compression.\(axis)"] = priority
  }

  /// How much the view resists growing: what was set, else UIKit's default (250; 251 for
  /// labels, image views and buttons).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    if let set = layoutPriorities["hugging.\(axis)"] { return set }
    return self is UILabel || self is UIImageView || self is UIButton
      ? UILayoutPriority(251) : .defaultLow
  }

  /// How much the view resists shrinking: what was set, else UIKit's default (750).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    layoutPriorities["compression.\(axis)"] ?? .defaultHigh
  }

  private func guide(named identifier: String) -> UILayoutGuide {
    if let existing = guides.first(where: { $0.identifier == identifier }) { return existing }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    addLayoutGuide(guide)
    return guide
  }
}
