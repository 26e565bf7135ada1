/// Whether a view value equals the one a node was last given, so the node can be left
/// alone: SwiftUI compares a view's stored properties the same way.
///
/// Equatable values compare with `==`; objects by identity (an observable object's changes
/// are tracked apart); `@State`, `@FocusState` and `@Environment` are always the same (their
/// values live in the graph); a `Binding` by what it is bound to; structs, tuples and enums
/// field by field. Closures never compare equal, so a view holding one is always updated.
enum ViewEquality {
  /// Fields compared at most, per view: a view deeper than that counts as changed.
  static let budget = 4_096

  @MainActor static func equal(_ a: Any, _ b: Any) -> Bool {
    var budget = budget
    return equal(a, b, budget: &budget)
  }

  @MainActor private static func equal(_ a: Any, _ b: Any, budget: inout Int) -> Bool {
    budget -= 1
    guard budget > 0, type(of: a) == type(of: b) else { return false }
    if let property = a as? any ViewPropertyEquatable { return property.isSameProperty(as: b) }
    if let value = a as? any Equatable { return value.isEqual(to: b) }
    let left = Mirror(reflecting: a)
    switch left.displayStyle {
    case .class:
      return (a as AnyObject) === (b as AnyObject)
    case .struct, .tuple:
      let right = Mirror(reflecting: b)
      for (l, r) in zip(left.children, right.children) {
        guard equal(l.value, r.value, budget: &budget) else { return false }
      }
      return true
    case .enum, .optional:
      let right = Mirror(reflecting: b)
      guard left.children.count == right.children.count else { return false }
      if left.children.isEmpty { return String(describing: a) == String(describing: b) }
      for (l, r) in zip(left.children, right.children) {
        guard l.label == r.label, equal(l.value, r.value, budget: &budget) else { return false }
      }
      return true
    default:
      // Closures, metatypes and other opaque values.
      if let type = a as? Any.Type, let other = b as? Any.Type { return type == other }
      return false
    }
  }
}
