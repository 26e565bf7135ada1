/// A subject that holds a current value and sends it to each new subscriber, then every event.
///
/// After a terminal event, new subscribers receive only that event.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
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

  @exclusivity(unchecked) @usableFromInline var element: Element
  @usableFromInline let observers = ObserverStore<Element>()
  @exclusivity(unchecked) @usableFromInline var stoppedEvent: Event<Element>?
  @exclusivity(unchecked) @usableFromInline var disposed = false

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { disposed }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { !observers.isEmpty }

  /// A subject whose current value is `value`.
  public init(value: Element) {
    self.element = value
  }

  /// The current value; throws the error the subject failed with, or `RxError.disposed`.
  public func value() throws -> Element {
    if disposed { throw RxError.disposed }
    if case .error(let error) = stoppedEvent { throw error }
    return element
  }

  /// Records and sends `event`; ignored after a terminal event or disposal.
  @inlinable
  public func on(_ event: Event<Element>) {
    guard isAccepting else { return }
    if case .next(let value) = event { element = value }
    deliver(event)
  }

  @usableFromInline
  override func subscribe(events on: @escaping (Event<Element>) -> Void) -> Disposable {
    attach(on, replaying: element)
  }

  /// The subject as an observer.
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// Drops every observer; later subscribers get an error.
  public func dispose() {
    close()
  }
}
