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
  @inlinable
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }
}

/// The type-erased sequence every operator returns.
///
/// Subscribing runs the sequence's work for that observer; nothing happens before.
///
/// Performance note: the operators are `@inlinable` and pass events between closures, so a
/// pipeline is specialised for its element types in the module that builds it.
public class Observable<Element>: ObservableType {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @usableFromInline init() {}

  /// Starts sending events to `observer`.
  @inlinable
  public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subscribe(events: observer.on)
  }

  /// Starts sending events to `on`. Subclasses override this.
  @usableFromInline
  func subscribe(events on: @escaping (Event<Element>) -> Void) -> Disposable {
    fatalError("Observable.subscribe(events:) is abstract")
  }

  /// Returns `self`.
  @inlinable public final func asObservable() -> Observable<Element> { self }
}

/// An observable defined by a subscribe closure, as made by `Observable.create`.
@usableFromInline
final class AnonymousObservable<Element>: Observable<Element> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @usableFromInline let subscribeHandler: (@escaping (Event<Element>) -> Void) -> Disposable

  @inlinable
  init(_ subscribeHandler: @escaping (@escaping (Event<Element>) -> Void) -> Disposable) {
    self.subscribeHandler = subscribeHandler
    super.init()
  }

  @usableFromInline
  override func subscribe(events on: @escaping (Event<Element>) -> Void) -> Disposable {
    subscribeHandler(on)
  }
}

/// The one object per subscription of an operator: forwards events to the downstream observer,
/// stops for good after a terminal event or `dispose()`, and disposes the upstream subscription
/// then.
@usableFromInline
final class Sink<Output>: Cancelable {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @usableFromInline let observer: (Event<Output>) -> Void
  @exclusivity(unchecked) @usableFromInline var stopped = false
  @exclusivity(unchecked) @usableFromInline var disposed = false
  @exclusivity(unchecked) @usableFromInline var upstream: Disposable?

  @inlinable
  init(_ observer: @escaping (Event<Output>) -> Void) {
    self.observer = observer
  }

  @usableFromInline var isDisposed: Bool { disposed }

  /// Subscribes upstream with `subscribe`, keeping the subscription to dispose later (or
  /// disposing it at once if the sink already stopped).
  @inlinable
  @discardableResult
  func run(_ subscribe: (Sink<Output>) -> Disposable) -> Sink<Output> {
    let subscription = subscribe(self)
    if disposed {
      subscription.dispose()
    } else {
      upstream = subscription
    }
    return self
  }

  /// Sends an element downstream, unless stopped.
  @inlinable
  func forwardNext(_ element: Output) {
    if !stopped { observer(.next(element)) }
  }

  /// Sends an event downstream, unless stopped; a terminal event stops the sink.
  @inlinable
  func forward(_ event: Event<Output>) {
    guard !stopped else { return }
    if case .next = event {
      observer(event)
    } else {
      stopped = true
      observer(event)
      dispose()
    }
  }

  @inlinable
  func dispose() {
    guard !disposed else { return }
    disposed = true
    stopped = true
    let subscription = upstream
    upstream = nil
    subscription?.dispose()
  }
}

extension ObservableType {
  /// Builds an operator: for each subscription, `makeHandler` gets the sink to forward to and
  /// returns what handles this sequence's events.
  @inlinable
  func lift<Result>(
    _ makeHandler: @escaping (Sink<Result>) -> (Event<Element>) -> Void
  ) -> Observable<Result> {
    let source = asObservable()
    return AnonymousObservable { on in
      let sink = Sink(on)
      sink.run { sink in source.subscribe(events: makeHandler(sink)) }
      return sink
    }
  }
}
