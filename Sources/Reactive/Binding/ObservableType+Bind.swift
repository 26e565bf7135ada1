extension ObservableType {
  /// Sends every event to each of `observers` (usually binders such as `label.rx.text`).
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    subscribe { event in for observer in observers { observer.on(event) } }
  }

  /// Sends every event, elements as optionals, to each of `observers`.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    map { $0 as Element? }.subscribe { event in for observer in observers { observer.on(event) } }
  }

  /// Sends each element to every one of `relays`.
  @inlinable
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    bind(toRelays: relays)
  }

  /// Sends each element, as an optional, to every one of `relays`.
  @inlinable
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    map { $0 as Element? }.bind(toRelays: relays)
  }

  /// Makes each element the value of every one of `relays`.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    bind(toRelays: relays)
  }

  /// Makes each element, as an optional, the value of every one of `relays`.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    map { $0 as Element? }.bind(toRelays: relays)
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

extension ObservableType {
  /// What `bind(to:)` a relay does, as RxRelay does it: elements are accepted, an error is a
  /// programming mistake, completion is ignored (a relay never ends). A fused chain hands its
  /// elements to the relays directly (`fusedBinding(to:)`).
  @inlinable
  func bind<Relay: AcceptingRelay>(toRelays relays: [Relay]) -> Disposable
  where Relay.Accepted == Element {
    fusedBinding(to: relays)
      ?? asObservable().subscribe { event in
        switch event {
        case .next(let element): for relay in relays { relay.accept(element) }
        case .error(let error): bindingError(error)
        case .completed: break
        }
      }
  }
}

extension ObservableType {
  /// Hands this sequence and `curriedArgument` to `binder`, as
  /// `items.bind(to: tableView.rx.items(cellIdentifier: "Cell")) { row, item, cell in … }` does.
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }
}
