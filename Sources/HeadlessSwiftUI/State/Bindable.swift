/// Bindings to the properties of an `@Observable` object: SwiftUI's `@Bindable`
/// (`$model.email` gives a `Binding<String>`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The bindable object itself (`$model`).
  public var projectedValue: Bindable<Value> { self }

  /// Bindings to `object`'s properties.
  public init(wrappedValue object: Value) where Value: AnyObject & Observable {
    wrappedValue = object
  }

  /// Bindings to `object`'s properties.
  public init(_ object: Value) where Value: AnyObject & Observable {
    wrappedValue = object
  }

  /// From a projected bindable.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to one property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject> where Value: AnyObject
  {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      identity: BindingIdentity(object, path: [keyPath]))
  }
}

extension Bindable: DynamicProperty {}

extension Bindable: ViewPropertyEquatable {
  func isSameProperty(as other: Any) -> Bool {
    guard let other = other as? Bindable<Value> else { return false }
    return (wrappedValue as AnyObject) === (other.wrappedValue as AnyObject)
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}
