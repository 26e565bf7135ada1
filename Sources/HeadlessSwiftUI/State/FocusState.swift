/// Which field has the keyboard focus, as a value a view owns: SwiftUI's `@FocusState`.
///
/// Bind it to fields with `focused(_:equals:)` (or `focused(_:)` for a `Bool`): the value is
/// set when the user focuses a field, and setting it moves the focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let location: StateLocation<Value>

  /// A binding to a focus state, as `focused(_:equals:)` takes it.
  @propertyWrapper
  public struct Binding {
    let location: StateLocation<Value>

    /// Which field is focused.
    public var wrappedValue: Value {
      get { location.value }
      nonmutating set { location.value = newValue }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// Which field is focused.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding for `focused(_:equals:)` (`$focus`).
  public var projectedValue: FocusState<Value>.Binding { Binding(location: location) }

  /// A focus state that is `true` when its field is focused.
  public init() where Value == Bool {
    location = StateLocation(false)
  }

  /// A focus state that names the focused field, `nil` when none is.
  public init<T: Hashable>() where Value == T? {
    location = StateLocation(nil)
  }
}

extension FocusState: GraphInstallable {
  func install(in node: ViewNode, key: String) {
    location.box = node.storage(key, initial: location.initial)
  }
}

extension FocusState: ViewPropertyEquatable {
  func isSameProperty(as other: Any) -> Bool { other is FocusState<Value> }
}
