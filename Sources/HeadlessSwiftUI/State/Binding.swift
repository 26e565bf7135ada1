/// A read-write reference to a value someone else owns: SwiftUI's `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void
  /// What the binding is bound to, when known (a state's storage, an object's property):
  /// two bindings to the same thing make equal views.
  let identity: BindingIdentity?

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void, identity: BindingIdentity?) {
    getter = get
    setter = set
    self.identity = identity
  }

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(get: get, set: set, identity: nil)
  }

  /// A binding that reads with `get` and writes with `set`, which also receives the
  /// transaction of the change.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction()) }, identity: nil)
  }

  /// A binding to a value that never changes (writes are ignored).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in }, identity: nil)
  }

  /// The bound value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself (`$binding`).
  public var projectedValue: Binding<Value> { self }

  /// A binding from a projected one (`_binding = $value` in an initialiser).
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a property of the bound value (`$user.name`).
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let base = self
    return Binding<Subject>(
      get: { base.wrappedValue[keyPath: keyPath] },
      set: { base.wrappedValue[keyPath: keyPath] = $0 },
      identity: identity?.appending(keyPath))
  }

  /// The same binding, changes made with an animation (there are none: it changes at once).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The same binding, changes made in `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
  /// A binding to an optional, from a binding to a value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } },
      identity: base.identity)
  }

  /// A binding to the value of a binding to an optional, or nil when it is nil.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      }, set: { base.wrappedValue = $0 }, identity: base.identity)
  }

  /// A binding to a hashable view of the value.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      set: { if let value = $0.base as? V { base.wrappedValue = value } },
      identity: base.identity)
  }
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: @MainActor Collection, @MainActor Sequence where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
  public subscript(position: Index) -> Binding<Value.Element> {
    let base = self
    return Binding<Value.Element>(
      get: { base.wrappedValue[position] }, set: { base.wrappedValue[position] = $0 },
      identity: nil)
  }
}

extension Binding: @MainActor BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection {
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: @MainActor RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {}

extension Binding: ViewPropertyEquatable {
  func isSameProperty(as other: Any) -> Bool {
    guard let other = other as? Binding<Value>, let identity, let otherIdentity = other.identity
    else { return false }
    return identity == otherIdentity
  }
}

/// What a binding is bound to: an object (a state's storage, an observable object) and the
/// key paths followed from it.
struct BindingIdentity: Equatable {
  let object: ObjectIdentifier
  let path: [AnyKeyPath]

  init(_ object: AnyObject, path: [AnyKeyPath] = []) {
    self.object = ObjectIdentifier(object)
    self.path = path
  }

  func appending(_ keyPath: AnyKeyPath) -> BindingIdentity {
    var copy = self
    copy = BindingIdentity(object: object, path: path + [keyPath])
    return copy
  }

  private init(object: ObjectIdentifier, path: [AnyKeyPath]) {
    self.object = object
    self.path = path
  }
}

/// The context of a change (kept for source compatibility; there are no animations).
public struct Transaction {
  /// The change's animation, if any.
  public var animation: Animation?
  /// Whether animations are off.
  public var disablesAnimations = false
  /// An empty transaction.
  public init() {}
  /// A transaction with an animation.
  public init(animation: Animation?) {
    self.animation = animation
  }
}

/// Runs `body` as one change (there are no animations: it changes at once).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  try body()
}

/// Runs `body` as one change, animated (there are no animations: it changes at once).
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}
