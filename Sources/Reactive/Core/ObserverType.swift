/// Something that receives a sequence's events.
@MainActor public protocol ObserverType {
  /// The type of elements it receives.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends `.next(element)`.
  @inlinable
  public func onNext(_ element: Element) { on(.next(element)) }

  /// Sends `.completed`.
  @inlinable
  public func onCompleted() { on(.completed) }

  /// Sends `.error(error)`.
  @inlinable
  public func onError(_ error: Swift.Error) { on(.error(error)) }

  /// An observer of `Result` values that transforms them with `transform` before sending them
  /// here.
  public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element)
    -> AnyObserver<Result>
  {
    AnyObserver { event in self.on(event.map(transform)) }
  }
}

/// A type-erased observer.
public struct AnyObserver<Element>: ObserverType {
  /// The closure that receives the events.
  public typealias EventHandler = (Event<Element>) -> Void

  @usableFromInline let observer: EventHandler

  /// An observer that calls `eventHandler` for every event.
  @inlinable
  public init(eventHandler: @escaping EventHandler) {
    self.observer = eventHandler
  }

  /// An observer that forwards every event to `observer`.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.observer = observer.on
  }

  /// Forwards `event`.
  @inlinable
  public func on(_ event: Event<Element>) { observer(event) }

  /// Returns `self`.
  public func asObserver() -> AnyObserver<Element> { self }
}
