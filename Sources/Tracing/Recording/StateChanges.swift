/// The fields in which two values of one type differ, found by reflection, each with its new
/// value: `path[0].login.isSigningIn = true`. Structs, classes, optionals and enum cases with
/// the same case are walked field by field; collections of the same size, or short ones, item by
/// item; anything else that reads differently (`TraceValueText`) is one change.
///
/// ```swift
/// StateChanges.between(before, after).summary
/// // path[0].login: canSubmit = false, isSigningIn = true
/// ```
struct StateChanges: Equatable, Sendable {
  /// One changed field: where it is (`path[0].login.canSubmit`) and what it is now.
  struct Change: Equatable, Sendable {
    var path: String
    var value: String
  }

  /// The most items a collection that changes size may have and still be compared item by
  /// item (a navigation path); a longer one is one change, its new size.
  static let shortCollection = 3

  /// The changes, in the order of the fields.
  var changes: [Change]

  /// The changes from `before` to `after`.
  static func between(_ before: Any, _ after: Any) -> StateChanges {
    var changes: [Change] = []
    collect(before, after, path: "", into: &changes)
    return StateChanges(changes: changes)
  }

  private static func collect(
    _ before: Any, _ after: Any, path: String, into changes: inout [Change]
  ) {
    let old = Mirror(reflecting: before)
    let new = Mirror(reflecting: after)
    func field(_ label: String?, _ index: Int) -> String {
      let name = label ?? "\(index)"
      return path.isEmpty ? name : "\(path).\(name)"
    }
    // A value that describes itself and offers no mirror of its own is one value (a secret
    // shown as "•••" stays so).
    let opaque = after is CustomStringConvertible && !(after is CustomReflectable)
    switch (opaque ? nil : old.displayStyle, opaque ? nil : new.displayStyle) {
    case (.struct, .struct), (.class, .class):
      guard type(of: before) == type(of: after), old.children.count == new.children.count else {
        break
      }
      for (index, (a, b)) in zip(old.children, new.children).enumerated() {
        collect(a.value, b.value, path: field(b.label, index), into: &changes)
      }
      return
    case (.optional, .optional):
      if let a = old.children.first, let b = new.children.first {
        collect(a.value, b.value, path: path, into: &changes)
        return
      }
    case (.enum, .enum):
      if let a = old.children.first, let b = new.children.first, a.label == b.label {
        collect(a.value, b.value, path: field(b.label, 0), into: &changes)
        return
      }
    case (.collection, .collection):
      let a = Array(old.children)
      let b = Array(new.children)
      guard a.count == b.count || max(a.count, b.count) <= shortCollection else { break }
      for index in 0..<min(a.count, b.count) {
        collect(a[index].value, b[index].value, path: "\(path)[\(index)]", into: &changes)
      }
      for index in min(a.count, b.count)..<max(a.count, b.count) {
        let value = index < b.count ? TraceValueText.describe(b[index].value) : "removed"
        changes.append(Change(path: "\(path)[\(index)]", value: value))
      }
      return
    default:
      break
    }
    let value = TraceValueText.describe(after)
    if TraceValueText.describe(before) != value {
      changes.append(Change(path: path.isEmpty ? "state" : path, value: value))
    }
  }

  /// The changes grouped by the field that holds them: `path[0].login: canSubmit = false,
  /// isSigningIn = true; path[1] = product(ProductState(…))`; `nothing` when none.
  var summary: String {
    guard !changes.isEmpty else { return "nothing" }
    var groups: [(parent: String, items: [String])] = []
    for change in changes {
      let (parent, name) = Self.split(change.path)
      if !parent.isEmpty, groups.last?.parent == parent {
        groups[groups.count - 1].items.append("\(name) = \(change.value)")
      } else {
        groups.append((parent, ["\(name) = \(change.value)"]))
      }
    }
    return groups.map { group in
      switch (group.parent.isEmpty, group.items.count) {
      case (true, _): group.items.joined(separator: ", ")
      case (false, 1): "\(group.parent).\(group.items[0])"
      default: "\(group.parent): " + group.items.joined(separator: ", ")
      }
    }.joined(separator: "; ")
  }

  /// `path[0].login.canSubmit` → (`path[0].login`, `canSubmit`); no dot: no parent.
  static func split(_ path: String) -> (String, String) {
    guard let dot = path.lastIndex(of: ".") else { return ("", path) }
    return (String(path[..<dot]), String(path[path.index(after: dot)...]))
  }
}
