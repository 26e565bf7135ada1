/// A value a view owns, kept by the graph for as long as the view keeps its identity:
/// SwiftUI's `@State`.
///
/// Reading it in `body` makes the body depend on it; writing it updates the views that read
/// it. Outside a view hierarchy (a view value made in a test) it reads its initial value and
/// writes are dropped.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>

  /// A state starting at `value`.
  public init(wrappedValue value: Value) {
    location = StateLocation(value)
  }

  /// A state starting at `value`.
  public init(initialValue value: Value) {
    location = StateLocation(value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding to the value (`$name`).
  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(
      get: { location.value }, set: { location.value = $0 },
      identity: BindingIdentity(location))
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state starting at `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: GraphInstallable {
  func install(in node: ViewNode, key: String) {
    location.box = node.storage(key, initial: location.initial)
  }
}

extension State: ViewPropertyEquatable {
  func isSameProperty(as other: Any) -> Bool { other is State<Value> }
}
