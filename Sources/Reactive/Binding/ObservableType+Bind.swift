extension ObservableType {
  /// Sends every event to each of `observers` (usually binders such as `label.rx.text`).
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends every event, elements as optionals, to each of `observers`.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends each element to every one of `relays`.
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    bind(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends each element, as an optional, to every one of `relays`.
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    bind(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Makes each element the value of every one of `relays`.
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    bind(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Makes each element, as an optional, the value of every one of `relays`.
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    bind(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Hands this sequence to `binder` and returns what it returns.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Subscribes `onNext` to the elements; an error is a programming mistake (it stops in
  /// debug builds).
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext, onError: { bindingError($0) })
  }

  /// Like `bind(onNext:)`, passing `object` (held weakly) to `onNext` while it is alive.
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void
  ) -> Disposable {
    subscribe(with: object, onNext: onNext, onError: { _, error in bindingError(error) })
  }
}
