/// A subject that holds a current value and sends it to each new subscriber, then every event.
///
/// After a terminal event, new subscribers receive only that event.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable
{
  /// The observer side's type.
  public typealias Observer = AnyObserver<Element>

  private var element: Element
  private var observers = ObserverList<Element>()
  private var stoppedEvent: Event<Element>?
  /// Whether `dispose()` has been called.
  public private(set) var isDisposed = false

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { !observers.isEmpty }

  /// A subject whose current value is `value`.
  public init(value: Element) {
    self.element = value
  }

  /// The current value; throws the error the subject failed with, or `RxError.disposed`.
  public func value() throws -> Element {
    if isDisposed { throw RxError.disposed }
    if case .error(let error) = stoppedEvent { throw error }
    return element
  }

  /// Records and sends `event`; ignored after a terminal event or disposal.
  public func on(_ event: Event<Element>) {
    guard stoppedEvent == nil, !isDisposed else { return }
    switch event {
    case .next(let value):
      element = value
      observers.dispatch(event)
    case .error, .completed:
      stoppedEvent = event
      let current = observers
      observers.removeAll()
      current.dispatch(event)
    }
  }

  /// Sends the current value to `observer`, then every event until disposed.
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    if isDisposed {
      observer.on(.error(RxError.disposed))
      return Disposables.create()
    }
    if let stoppedEvent {
      observer.on(stoppedEvent)
      return Disposables.create()
    }
    let key = observers.insert(observer.on)
    observer.on(.next(element))
    return Disposables.create { [weak self] in self?.observers.remove(key) }
  }

  /// The subject as an observer.
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// Drops every observer; later subscribers get an error.
  public func dispose() {
    isDisposed = true
    observers.removeAll()
    stoppedEvent = nil
  }
}
