/// A `PublishSubject` that cannot end: it only accepts elements.
///
/// View models expose inputs (button taps, "user did something") as publish relays.
public final class PublishRelay<Element>: ObservableType {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @usableFromInline let subject = PublishSubject<Element>()

  /// A relay with no subscribers.
  public init() {}

  /// Sends `event` to every current subscriber.
  @inlinable
  public func accept(_ event: Element) {
    subject.on(.next(event))
  }

  /// Adds `observer` until the returned disposable is disposed.
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
