/// The observers of a shared sequence (`share`), in subscription order, each under a key for
/// unsubscribing. (A subject keeps its observers in an `ObserverStore`.)
@usableFromInline
struct ObserverList<Element> {
  @usableFromInline var keys: [Int] = []
  @usableFromInline var handlers: [Handler<Element>] = []
  @usableFromInline var nextKey = 0

  @inlinable nonisolated init() {}

  @inlinable var isEmpty: Bool { keys.isEmpty }

  @inlinable
  mutating func insert(_ handler: @escaping (Event<Element>) -> Void) -> Int {
    let key = nextKey
    nextKey += 1
    keys.append(key)
    handlers.append(Handler(handler))
    return key
  }

  @inlinable
  mutating func remove(_ key: Int) {
    // The latest observer goes first most often (a subscription disposed before the next).
    if keys.last == key {
      keys.removeLast()
      handlers.removeLast()
      return
    }
    guard let index = keys.firstIndex(of: key) else { return }
    keys.remove(at: index)
    handlers.remove(at: index)
  }

  @inlinable
  mutating func removeAll() {
    keys = []
    handlers = []
  }

  /// Calls every handler in `handlers` (a copy taken before the first call: an observer may
  /// subscribe or unsubscribe while being called).
  @inlinable
  static func dispatch(_ event: Event<Element>, to handlers: [Handler<Element>]) {
    for index in handlers.indices { handlers[index].on(event) }
  }
}

/// One observer's closure, wrapped: an array would store the bare closure in its most general
/// form, which costs a conversion thunk on every call.
@usableFromInline
struct Handler<Element> {
  @usableFromInline let on: (Event<Element>) -> Void

  @inlinable
  init(_ on: @escaping (Event<Element>) -> Void) {
    self.on = on
  }
}

/// Errors the library itself raises.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
  /// The object (a subject) was used after it was disposed.
  case disposed
  /// A sequence was expected to have an element and had none.
  case noElements
  /// A sequence was expected to have one element and had more (`asSingle()`, `asMaybe()`).
  case moreThanOneElement

  /// A readable explanation.
  public var debugDescription: String {
    switch self {
    case .disposed: return "Object was already disposed."
    case .noElements: return "Sequence doesn't contain any elements."
    case .moreThanOneElement: return "Sequence contains more than one element."
    }
  }
}

/// An object that is both an observable sequence and an observer (a subject).
@MainActor public protocol SubjectType: ObservableType {
  /// The observer side's type.
  associatedtype Observer: ObserverType

  /// The observer side of the subject.
  func asObserver() -> Observer
}
