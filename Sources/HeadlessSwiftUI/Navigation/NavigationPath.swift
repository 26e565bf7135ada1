/// A type-erased list of values pushed on a navigation stack: SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path.
  public init() {
    elements = []
  }

  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values are pushed.
  public var count: Int { elements.count }

  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}

/// How a navigation stack reads and writes its path: a `NavigationPath`, a typed array, or
/// its own when none is given.
struct PathAdapter {
  var read: () -> [AnyHashable]
  /// Pushes a value; false when the path cannot hold its type.
  var append: (AnyHashable) -> Bool
  var removeLast: (Int) -> Void
  var identity: BindingIdentity?

  init(_ path: Binding<NavigationPath>) {
    read = { path.wrappedValue.elements }
    append = { value in
      path.wrappedValue.elements.append(value)
      return true
    }
    removeLast = { path.wrappedValue.elements.removeLast(min($0, path.wrappedValue.count)) }
    identity = path.identity
  }

  init<Data: RangeReplaceableCollection & BidirectionalCollection>(_ path: Binding<Data>)
  where Data.Element: Hashable {
    read = { path.wrappedValue.map { AnyHashable($0) } }
    append = { value in
      guard let element = value.base as? Data.Element else { return false }
      path.wrappedValue.append(element)
      return true
    }
    removeLast = { path.wrappedValue.removeLast(min($0, path.wrappedValue.count)) }
    identity = path.identity
  }
}
