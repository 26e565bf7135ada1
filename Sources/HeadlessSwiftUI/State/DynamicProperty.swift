@_spi(Reflection) import Swift

/// A stored property of a view that the graph connects before the view's body runs:
/// SwiftUI's `DynamicProperty` (`@State`, `@Environment`, `@FocusState`, and structs of them).
@MainActor @preconcurrency
public protocol DynamicProperty {
  /// Called before the body is evaluated, once the property is connected.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// What the graph connects: a property's storage in the node, or the environment it reads.
@MainActor
protocol GraphInstallable {
  /// Connects the property, stored under `key` in the view of `node`.
  func install(in node: ViewNode, key: String)
}

/// How a property of a view compares when the graph decides whether a view changed:
/// `@State` and `@Environment` never make a view "different" (their values live in the
/// graph), a `Binding` compares by what it is bound to.
@MainActor
protocol ViewPropertyEquatable {
  func isSameProperty(as other: Any) -> Bool
}

enum DynamicProperties {
  /// Where a value of one type keeps its graph-connected properties: each one's key (its
  /// field's name, nested ones joined by `.`), its offset in the value, and its type.
  private typealias Plan = [(key: String, offset: Int, type: any GraphInstallable.Type)]

  /// Each type's plan, or nil when its fields cannot be read from its type alone (then the
  /// value is reflected each time).
  @MainActor private static var plans: [ObjectIdentifier: Plan?] = [:]

  /// Connects every dynamic property of `view` (and of nested `DynamicProperty` structs) to
  /// `node`. Which fields those are is a fact of the view's type, read once: each update
  /// then reads just those fields (a view without any, most of them, costs a look-up).
  @MainActor static func install(_ view: Any, in node: ViewNode, prefix: String = "") {
    guard let plan = plan(for: type(of: view)) else {
      return reflectAndInstall(view, in: node, prefix: prefix)
    }
    guard !plan.isEmpty else { return }
    func installFields<V>(of value: V) {
      withUnsafeBytes(of: value) { bytes in
        guard let base = bytes.baseAddress else { return }
        for field in plan {
          field.type.install(at: base + field.offset, in: node, key: prefix + field.key)
        }
      }
    }
    _openExistential(view, do: installFields)
  }

  /// `install(_:in:prefix:)` by reflecting the value: for a type whose fields its type does
  /// not tell (a field typed `Any` or `any View` may hold a property in one value and not in
  /// another).
  @MainActor private static func reflectAndInstall(
    _ view: Any, in node: ViewNode, prefix: String
  ) {
    for (index, child) in Mirror(reflecting: view).children.enumerated() {
      let key = prefix + (child.label ?? "#\(index)")
      if let installable = child.value as? any GraphInstallable {
        installable.install(in: node, key: key)
      } else if child.value is any DynamicProperty {
        install(child.value, in: node, prefix: key + ".")
      }
    }
  }

  /// `type`'s plan, made the first time from its field types: a graph-connected field is
  /// kept, a `DynamicProperty` struct's fields are planned in turn, an existential field
  /// makes the type reflected, and so does a type that is not a struct.
  @MainActor private static func plan(for type: Any.Type) -> Plan? {
    let key = ObjectIdentifier(type)
    if let known = plans[key] { return known }
    var plan: Plan = []
    var readable = true
    let readAll = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
      let fieldName = String(cString: name)
      if let installable = fieldType as? any GraphInstallable.Type {
        plan.append((fieldName, offset, installable))
      } else if kind == .existential {
        readable = false
      } else if fieldType is any DynamicProperty.Type {
        guard let nested = self.plan(for: fieldType) else {
          readable = false
          return false
        }
        plan += nested.map { ("\(fieldName).\($0.key)", offset + $0.offset, $0.type) }
      }
      return readable
    }
    let answer = readAll && readable ? plan : nil
    plans[key] = .some(answer)
    return answer
  }
}

extension GraphInstallable {
  /// Connects the property of this type stored at `address` (a field of a view being
  /// installed).
  static func install(at address: UnsafeRawPointer, in node: ViewNode, key: String) {
    address.assumingMemoryBound(to: Self.self).pointee.install(in: node, key: key)
  }
}
