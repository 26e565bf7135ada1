import Reactive

/// A type that is, or can become, a `ControlEvent`.
public protocol ControlEventType: ObservableType {
  /// This value as a `ControlEvent`.
  func asControlEvent() -> ControlEvent<Element>
}

/// The events a control sends (a tap, an edit): never fails, sends nothing on subscription,
/// and one element per event.
public struct ControlEvent<PropertyType>: ControlEventType {
  /// The element type.
  public typealias Element = PropertyType

  let events: Observable<PropertyType>

  /// A control event over `events`, which must never fail.
  public init<Events: ObservableType>(events: Events) where Events.Element == Element {
    self.events = events.asObservable()
  }

  /// Subscribes `observer` to the events.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// The events as an observable.
  public func asObservable() -> Observable<Element> { events }

  /// Returns `self`.
  public func asControlEvent() -> ControlEvent<Element> { self }
}

extension ControlEvent {
  /// The events as a `Signal` (they never fail).
  public func asSignal() -> Signal<Element> {
    asSignal(onErrorSignalWith: .empty())
  }

  /// The events as a `Driver` (they never fail).
  public func asDriver() -> Driver<Element> {
    asDriver(onErrorDriveWith: .empty())
  }
}
