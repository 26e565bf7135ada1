/// One notification of a sequence: an element, or the end (an error or completion).
///
/// A sequence sends any number of `.next` events, then at most one `.error` or `.completed`;
/// nothing follows a terminal event.
nonisolated public enum Event<Element> {
  /// The next element of the sequence.
  case next(Element)
  /// The sequence failed; it sends nothing more.
  case error(Swift.Error)
  /// The sequence finished; it sends nothing more.
  case completed
}

extension Event: CustomDebugStringConvertible {
  /// `next(4)`, `error(…)` or `completed`, as RxSwift prints events.
  public var debugDescription: String {
    switch self {
    case .next(let value): return "next(\(value))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}

extension Event {
  /// Whether this is `.error` or `.completed`.
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// The element of a `.next` event, `nil` otherwise.
  public var element: Element? {
    if case .next(let value) = self { return value }
    return nil
  }

  /// The error of an `.error` event, `nil` otherwise.
  public var error: Swift.Error? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Whether this is `.completed`.
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Transforms the element of a `.next` event; an error thrown becomes an `.error` event.
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    do {
      switch self {
      case .next(let element): return .next(try transform(element))
      case .error(let error): return .error(error)
      case .completed: return .completed
      }
    } catch {
      return .error(error)
    }
  }
}
