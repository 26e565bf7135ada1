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
  /// Connects every dynamic property of `view` (and of nested `DynamicProperty` structs) to
  /// `node`.
  @MainActor static func install(_ view: Any, in node: ViewNode, prefix: String = "") {
    for (index, child) in Mirror(reflecting: view).children.enumerated() {
      let key = prefix + (child.label ?? "#\(index)")
      if let installable = child.value as? any GraphInstallable {
        installable.install(in: node, key: key)
      } else if child.value is any DynamicProperty {
        install(child.value, in: node, prefix: key + ".")
      }
    }
  }

  /// Whether `view` has any dynamic property at all (views without one need no install).
  static func hasAny(_ view: Any) -> Bool {
    Mirror(reflecting: view).children.contains { $0.value is any DynamicProperty }
  }
}
