/// A `BehaviorSubject` that cannot end: it holds a current `value` and accepts new ones.
///
/// View models hold state (the email typed so far) in behavior relays.
public final class BehaviorRelay<Element>: ObservableType {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @usableFromInline let subject: BehaviorSubject<Element>

  /// The current value.
  @inlinable
  public var value: Element { subject.element }

  /// A relay whose current value is `value`.
  public init(value: Element) {
    self.subject = BehaviorSubject(value: value)
  }

  /// Makes `event` the current value and sends it to every subscriber.
  @inlinable
  public func accept(_ event: Element) {
    subject.on(.next(event))
  }

  /// Sends the current value to `observer`, then every new one until disposed.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  @inlinable public func asObservable() -> Observable<Element> {
    subject
  }
}
