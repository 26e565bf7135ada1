/// A subject that sends each event to the observers subscribed at that moment.
///
/// Late subscribers miss earlier elements; after a terminal event they receive only that event.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable
{
  /// The observer side's type.
  public typealias Observer = AnyObserver<Element>

  private var observers = ObserverList<Element>()
  private var stoppedEvent: Event<Element>?
  /// Whether `dispose()` has been called.
  public private(set) var isDisposed = false

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { !observers.isEmpty }

  /// A subject with no observers.
  public override init() {}

  /// Sends `event` to every current observer; ignored after a terminal event or disposal.
  public func on(_ event: Event<Element>) {
    guard stoppedEvent == nil, !isDisposed else { return }
    if event.isStopEvent {
      stoppedEvent = event
      let current = observers
      observers.removeAll()
      current.dispatch(event)
    } else {
      observers.dispatch(event)
    }
  }

  /// Adds `observer` until the returned disposable is disposed.
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
