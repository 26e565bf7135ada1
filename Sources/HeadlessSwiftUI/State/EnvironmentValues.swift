/// A key for a value in the environment: SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value when no view above has set one.
  static var defaultValue: Value { get }
}

/// The values a view inherits from the views above it: SwiftUI's `EnvironmentValues`.
///
/// Extend it with a computed property over an `EnvironmentKey` to add a value, as in SwiftUI.
public struct EnvironmentValues: CustomStringConvertible {
  var storage: EnvironmentStorage

  /// The default environment.
  public init() {
    storage = EnvironmentStorage(values: [:])
  }

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage = storage.setting(ObjectIdentifier(key), to: newValue) }
  }

  /// The observable object of `type` a view above placed with `environment(_:)`.
  func object(_ type: Any.Type) -> AnyObject? {
    storage.values[ObjectIdentifier(type)] as AnyObject?
  }

  /// Places `object` for its type.
  mutating func setObject(_ object: AnyObject?, as type: Any.Type) {
    storage = storage.setting(ObjectIdentifier(type), to: object as Any?)
  }

  /// Whether two environments are the same one (no value written in between).
  func isIdentical(to other: EnvironmentValues) -> Bool { storage === other.storage }

  public var description: String { "EnvironmentValues(\(storage.values.count) values)" }
}

/// The environment's values, immutable: a write makes a new storage, so "same storage" means
/// "nothing changed".
final class EnvironmentStorage: @unchecked Sendable {
  let values: [ObjectIdentifier: Any]

  init(values: [ObjectIdentifier: Any]) {
    self.values = values
  }

  func setting(_ key: ObjectIdentifier, to value: Any?) -> EnvironmentStorage {
    var values = values
    values[key] = value
    return EnvironmentStorage(values: values)
  }

  nonisolated deinit {}
}

/// Reads a value of the environment, or an `@Observable` object placed in it:
/// SwiftUI's `@Environment`.
///
/// `@Environment(\.dismiss) var dismiss`, `@Environment(Model.self) var model` (traps when
/// no view above placed a `Model`, as SwiftUI does), `@Environment(Model.self) var model:
/// Model?` (nil instead).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let read: (EnvironmentValues) -> Value
  let location = EnvironmentLocation()

  /// A value of the environment, by key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// The observable object of type `Value`; traps when there is none.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { environment in
      guard let object = environment.object(objectType) as? Value else {
        fatalError(
          "No Observable object of type \(objectType) found. A View.environment(_:) for "
            + "\(objectType) may be missing as an ancestor of this view.")
      }
      return object
    }
  }

  /// The observable object of type `T`, or nil when there is none.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0.object(objectType) as? T }
  }

  /// The value, as the view's place in the hierarchy gives it.
  public var wrappedValue: Value {
    read(location.values ?? EnvironmentValues())
  }
}

/// Where an `@Environment` property reads from: the node's environment, once connected.
final class EnvironmentLocation {
  var values: EnvironmentValues?
  nonisolated deinit {}
}

extension Environment: GraphInstallable {
  func install(in node: ViewNode, key: String) {
    location.values = node.environment
  }
}

extension Environment: ViewPropertyEquatable {
  func isSameProperty(as other: Any) -> Bool { other is Environment<Value> }
}
