/// A subject that sends each event to the observers subscribed at that moment.
///
/// Late subscribers miss earlier elements; after a terminal event they receive only that event.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, SubjectState
{
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  /// It empties the observer store, which subscriptions may still hold (see `ObserverStore`).
  nonisolated deinit {
    observers.drop()
  }

  /// The observer side's type.
  public typealias Observer = AnyObserver<Element>

  @usableFromInline let observers = ObserverStore<Element>()
  @exclusivity(unchecked) @usableFromInline var stoppedEvent: Event<Element>?
  @exclusivity(unchecked) @usableFromInline var disposed = false

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { disposed }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { !observers.isEmpty }

  /// A subject with no observers.
  public override init() {}

  /// Sends `event` to every current observer; ignored after a terminal event or disposal.
  @inlinable
  public func on(_ event: Event<Element>) {
    guard isAccepting else { return }
    deliver(event)
  }

  @usableFromInline
  override func subscribe(events on: @escaping (Event<Element>) -> Void) -> Disposable {
    attach(on, replaying: nil)
  }

  /// The subject as an observer.
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// Drops every observer; later subscribers get an error.
  public func dispose() {
    close()
  }
}
