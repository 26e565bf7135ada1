extension ObservableType {
  /// Sends every event to each of `observers` (usually binders such as `label.rx.text`).
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends every event, elements as optionals, to each of `observers`.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends each element to every one of `relays`.
  @inlinable
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    bind(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends each element, as an optional, to every one of `relays`.
  @inlinable
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    bind(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Makes each element the value of every one of `relays`.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    bind(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Makes each element, as an optional, the value of every one of `relays`.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    bind(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Hands this sequence to `binder` and returns what it returns.
  @inlinable
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Subscribes `onNext` to the elements; an error is a programming mistake (it stops in
  /// debug builds).
  @inlinable
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext, onError: { bindingError($0) })
  }

  /// Like `bind(onNext:)`, passing `object` (held weakly) to `onNext` while it is alive.
  @inlinable
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void
  ) -> Disposable {
    subscribe(with: object, onNext: onNext, onError: { _, error in bindingError(error) })
  }
}
