/// The sharing strategy of `Driver`: one shared subscription that replays its latest element.
public enum DriverSharingStrategy: SharingStrategyProtocol {
  /// `share(replay: 1, scope: .whileConnected)`.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// A trait for UI state: never fails, shares one subscription, and replays its latest element
/// to each new subscriber (so a late-bound label still shows the current value).
///
/// View models expose their outputs as drivers; views `drive` controls with them.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension ObservableConvertibleType {
  /// This sequence as a `Driver`; an error is replaced by `onErrorJustReturn`, then completion.
  @inlinable
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    Driver(asObservable().catchAndReturn(onErrorJustReturn))
  }

  /// This sequence as a `Driver`; an error is replaced by `onErrorDriveWith`'s elements.
  @inlinable
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    Driver(asObservable().catch { _ in onErrorDriveWith.asObservable() })
  }

  /// This sequence as a `Driver`; an error is replaced by the driver `onErrorRecover` returns.
  @inlinable
  public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>)
    -> Driver<Element>
  {
    Driver(asObservable().catch { onErrorRecover($0).asObservable() })
  }
}

extension BehaviorRelay {
  /// The relay as a `Driver` (it starts with the current value and never fails).
  @inlinable
  public func asDriver() -> Driver<Element> {
    Driver(asObservable())
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// This driver itself.
  @inlinable
  public func asDriver() -> Driver<Element> { asSharedSequence() }

  /// Sends the elements to every one of `observers`; returns the subscription.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in for observer in observers { observer.on(event) } }
  }

  /// Sends the elements, as optionals, to every one of `observers`.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Makes each element the value of every one of `relays`.
  @inlinable
  public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
    asObservable().bind(toRelays: relays)
  }

  /// Makes each element, as an optional, the value of every one of `relays`.
  public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
    asObservable().map { $0 as Element? }.bind(toRelays: relays)
  }

  /// Hands the driver's observable to `with` and returns what it returns.
  public func drive<Result>(_ with: (Observable<Element>) -> Result) -> Result {
    with(asObservable())
  }

  /// Hands the driver's observable and `curriedArgument` to `with`, as
  /// `items.drive(tableView.rx.items(cellIdentifier: "Cell")) { row, item, cell in … }` does.
  public func drive<R1, R2>(
    _ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1
  ) -> R2 {
    with(asObservable())(curriedArgument)
  }

  /// Subscribes closures for the elements, completion and disposal.
  @inlinable
  public func drive(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    subscribeTrait(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Like `drive(onNext:onCompleted:onDisposed:)`, passing `object` (held weakly) to each
  /// closure while it is alive.
  public func drive<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
