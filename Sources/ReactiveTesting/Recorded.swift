import Reactive

/// A value (usually an `Event`) with the virtual time it happened at.
nonisolated public struct Recorded<Value>: CustomDebugStringConvertible {
  /// When it happened, in ticks.
  public let time: TestTime
  /// What happened.
  public let value: Value

  /// A value recorded at `time`.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// `value @ time`, as RxTest prints it.
  public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
  /// `.next(210, 4)`: element 4 at tick 210.
  public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .next(element))
  }

  /// `.completed(300)`: completion at tick 300.
  public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self)
    -> Recorded<Event<T>> where Value == Event<T>
  {
    Recorded(time: time, value: .completed)
  }

  /// `.error(300, error)`: failure with `error` at tick 300.
  public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self)
    -> Recorded<Event<T>> where Value == Event<T>
  {
    Recorded(time: time, value: .error(error))
  }
}

/// Events compare equal when their elements do; two errors compare equal when they print the
/// same way (`String(reflecting:)`), which tells apart cases and values of an error enum.
extension Event: Equatable where Element: Equatable {
  /// Whether both are the same event: equal elements, both completions, or errors that print
  /// the same way.
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): return left == right
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)):
      return String(reflecting: left) == String(reflecting: right)
    default: return false
    }
  }
}

/// When a subscription to a testable observable started and ended, in ticks.
nonisolated public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
  /// The tick of an end that has not happened.
  public static let infinity = Int.max

  /// When it subscribed.
  public let subscribe: TestTime
  /// When it was disposed (`infinity` if still active).
  public let unsubscribe: TestTime

  /// A subscription that started at `subscribe` and is still active.
  public init(_ subscribe: TestTime) {
    self.init(subscribe, Subscription.infinity)
  }

  /// A subscription from `subscribe` to `unsubscribe`.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// `(200, 1000)`, or `(200)` while still active.
  public var debugDescription: String {
    unsubscribe == Subscription.infinity ? "(\(subscribe))" : "(\(subscribe), \(unsubscribe))"
  }
}
