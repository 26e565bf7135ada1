/// An Auto Layout constraint, kept so that UIKit code that builds constraints compiles and
/// runs. Constraints are recorded (activating one adds it to its first item's view) but never
/// solved: headless layout is the vertical stack described on `UIView`.
open class NSLayoutConstraint {
  /// A layout attribute.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case notAnAttribute = 0
  }

  /// How the two sides relate.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  /// A layout axis.
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }

  /// The first item (a view or a layout guide).
  open private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item, if any.
  open private(set) weak var secondItem: AnyObject?
  /// The second item's attribute.
  public let secondAttribute: Attribute
  /// The multiplier.
  public let multiplier: CGFloat
  /// The constant.
  open var constant: CGFloat
  /// The priority.
  open var priority: UILayoutPriority = .required
  /// A name for debugging.
  open var identifier: String?

  /// Creates a constraint `item.attribute relation toItem.attribute × multiplier + constant`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
  }

  /// Whether the constraint is installed: active constraints are kept in the `constraints`
  /// of the nearest common ancestor of their items, as in UIKit.
  open var isActive: Bool {
    get { installedOn?.constraints.contains { $0 === self } ?? false }
    set {
      guard newValue != isActive else { return }
      if newValue {
        guard let owner = commonAncestor else { return }
        owner.addConstraint(self)
        installedOn = owner
      } else {
        installedOn?.removeConstraint(self)
        installedOn = nil
      }
    }
  }

  private weak var installedOn: UIView?

  private static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  private var commonAncestor: UIView? {
    guard let first = Self.view(of: firstItem) else { return nil }
    guard let second = Self.view(of: secondItem) else { return first }
    var candidate: UIView? = first
    while let c = candidate {
      if second.isDescendant(of: c) { return c }
      candidate = c.superview
    }
    return nil
  }

  /// Activates every constraint.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}
