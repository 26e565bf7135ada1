@_spi(Reflection) import Swift

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

  /// Whether each struct or tuple type met so far holds a closure (`holdsClosure(_:)`).
  @MainActor private static var closureHolders: [ObjectIdentifier: Bool] = [:]
  /// How each type met so far compares (`comparison(of:)`).
  @MainActor private static var comparisons: [ObjectIdentifier: Comparison] = [:]

  /// How values of one type compare: a fact of the type, so the casts that decide it are
  /// made once per type, not once per value (a failed cast searches every conformance).
  private enum Comparison {
    /// A view property (`@State`, a `Binding`…): `isSameProperty(as:)`.
    case property
    /// `==`.
    case equatable
    /// A struct or tuple holding a closure: never equal.
    case closure
    /// A struct, field by field, each read from its offset (`ViewEquality+Fields.swift`).
    case fields([StoredField])
    /// Field by field, or by identity, as reflection says.
    case reflected
  }

  @MainActor static func equal(_ a: Any, _ b: Any) -> Bool {
    var budget = budget
    return equal(a, b, budget: &budget)
  }

  @MainActor static func equal(_ a: Any, _ b: Any, budget: inout Int) -> Bool {
    budget -= 1
    guard budget > 0, type(of: a) == type(of: b) else { return false }
    switch comparison(of: a) {
    case .property:
      if let property = a as? any ViewPropertyEquatable { return property.isSameProperty(as: b) }
    case .equatable:
      if let value = a as? any Equatable { return value.isEqual(to: b) }
    case .closure:
      return false
    case .fields(let fields):
      return equalFields(fields, of: a, b, budget: &budget)
    case .reflected:
      break
    }
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

  /// How `value`'s type compares, decided from the first value of the type met.
  @MainActor private static func comparison(of value: Any) -> Comparison {
    let type = type(of: value)
    let key = ObjectIdentifier(type)
    if let known = comparisons[key] { return known }
    let comparison: Comparison =
      if type is any ViewPropertyEquatable.Type {
        .property
      } else if type is any Equatable.Type {
        .equatable
      } else if holdsClosure(type) {
        .closure
      } else if let fields = storedFields(of: value) {
        .fields(fields)
      } else {
        .reflected
      }
    comparisons[key] = comparison
    return comparison
  }

  /// Whether `type` is a struct or a tuple compared field by field (neither `Equatable` nor a
  /// view property) with a closure among its fields, directly or in a field's struct or tuple
  /// that is compared field by field too. Comparing two such values always ends unequal
  /// (fields compare in order and the closure's never matches), so `equal` answers at once
  /// instead of reflecting them first. A fact of the type, read from its field types once. A
  /// field typed `Any` or `any View` may hold a closure in one value and not in another, so it
  /// does not count; nor does an enum's payload, or a class (compared by identity).
  @MainActor static func holdsClosure(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = closureHolders[key] { return known }
    var found = false
    let comparedWhole =
      type is AnyObject.Type || type is any ViewPropertyEquatable.Type
      || type is any Equatable.Type
    if !comparedWhole {
      _ = _forEachField(of: type, options: []) { _, _, fieldType, kind in
        switch kind {
        case .function:
          found = true
        case .struct, .tuple:
          found = holdsClosure(fieldType)
        default:
          break
        }
        return !found
      }
    }
    closureHolders[key] = found
    return found
  }
}
