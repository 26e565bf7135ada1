/// A type that can be turned into an `Observable` sequence (observables, relays, traits).
@MainActor public protocol ObservableConvertibleType {
  /// The type of the elements of the sequence.
  associatedtype Element

  /// This value as an `Observable`.
  func asObservable() -> Observable<Element>
}

/// A push-based sequence that observers subscribe to.
@MainActor public protocol ObservableType: ObservableConvertibleType {
  /// Starts sending this sequence's events to `observer` until the returned disposable is
  /// disposed or a terminal event is sent.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// This sequence as an `Observable`.
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }
}

/// The type-erased sequence every operator returns.
///
/// Subscribing runs the sequence's work for that observer; nothing happens before.
public class Observable<Element>: ObservableType {
  init() {}

  /// Starts sending events to `observer`. Subclasses override this.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    fatalError("Observable.subscribe is abstract")
  }

  /// Returns `self`.
  public func asObservable() -> Observable<Element> { self }
}

/// An observable defined by a subscribe closure, as made by `Observable.create`.
///
/// Each subscription gets a sink that forwards events until a terminal event or disposal, then
/// releases both the observer and the upstream subscription.
final class AnonymousObservable<Element>: Observable<Element> {
  typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable
  private let subscribeHandler: SubscribeHandler

  init(_ subscribeHandler: @escaping SubscribeHandler) {
    self.subscribeHandler = subscribeHandler
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let sink = AnonymousSink(observer)
    sink.run(subscribeHandler)
    return sink
  }
}

/// Forwards events to one observer and stops for good after a terminal event or `dispose()`.
final class AnonymousSink<Observer: ObserverType>: ObserverType, Cancelable {
  typealias Element = Observer.Element
  private var observer: Observer?
  private var upstream: Disposable?
  private(set) var isDisposed = false

  init(_ observer: Observer) {
    self.observer = observer
  }

  func run(_ handler: (AnyObserver<Element>) -> Disposable) {
    let subscription = handler(AnyObserver(self))
    if isDisposed {
      subscription.dispose()
    } else {
      upstream = subscription
    }
  }

  func on(_ event: Event<Element>) {
    guard let observer else { return }
    switch event {
    case .next:
      observer.on(event)
    case .error, .completed:
      self.observer = nil
      observer.on(event)
      dispose()
    }
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    observer = nil
    let subscription = upstream
    upstream = nil
    subscription?.dispose()
  }
}
