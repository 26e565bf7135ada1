/// A modifier that writes the environment of the views below it.
struct EnvironmentWriter: ViewModifier, PrimitiveModifier {
  /// Writes the values; equal writes keep the environment identical, so views below are
  /// not updated for nothing.
  let write: (inout EnvironmentValues) -> Void
  /// What the write depends on, to tell an unchanged write from a new one (nil: always new).
  let key: AnyHashable?

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    let cache = node.bridge { EnvironmentCache() }
    let environment: EnvironmentValues
    if let key, let cached = cache.output, cache.key == key,
      cache.input?.isIdentical(to: node.environment) == true
    {
      environment = cached
    } else {
      var written = node.environment
      write(&written)
      environment = written
      (cache.key, cache.input, cache.output) = (key, node.environment, written)
    }
    node.updateChildren([content], environment: environment)
  }
}

/// The last environment an `EnvironmentWriter` made, and from what.
final class EnvironmentCache {
  var key: AnyHashable?
  var input: EnvironmentValues?
  var output: EnvironmentValues?
}

extension EnvironmentWriter: ViewPropertyEquatable {
  func isSameProperty(as other: Any) -> Bool {
    guard let other = other as? EnvironmentWriter, let key else { return false }
    return key == other.key
  }
}

extension View {
  /// Sets an environment value for this view and the views below it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(
      EnvironmentWriter(
        write: { $0[keyPath: keyPath] = value },
        key: (value as? AnyHashable).map { [AnyHashable(keyPath), $0] }))
  }

  /// Places an `@Observable` object in the environment, for `@Environment(T.self)` below.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      EnvironmentWriter(
        write: { $0.setObject(object, as: T.self) },
        key: [
          AnyHashable(ObjectIdentifier(T.self)), object.map { AnyHashable(ObjectIdentifier($0)) },
        ]))
  }

  /// Changes an environment value for the views below.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentWriter(write: { transform(&$0[keyPath: keyPath]) }, key: nil))
  }

  /// Turns off (or leaves on) every control below.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(
      EnvironmentWriter(
        write: { if disabled { $0.isEnabled = false } },
        key: [AnyHashable("disabled"), AnyHashable(disabled)]))
  }
}
