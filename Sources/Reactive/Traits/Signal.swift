/// The sharing strategy of `Signal`: one shared subscription, no replay.
public enum SignalSharingStrategy: SharingStrategyProtocol {
  /// `share(scope: .whileConnected)`.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

/// A trait for UI events: never fails, shares one subscription, and does not replay (a late
/// subscriber does not see a tap that already happened).
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
  /// This sequence as a `Signal`; an error is replaced by `onErrorJustReturn`, then completion.
  @inlinable
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    Signal(asObservable().catchAndReturn(onErrorJustReturn))
  }

  /// This sequence as a `Signal`; an error is replaced by `onErrorSignalWith`'s elements.
  @inlinable
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    Signal(asObservable().catch { _ in onErrorSignalWith.asObservable() })
  }

  /// This sequence as a `Signal`; an error is replaced by the signal `onErrorRecover` returns.
  @inlinable
  public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>)
    -> Signal<Element>
  {
    Signal(asObservable().catch { onErrorRecover($0).asObservable() })
  }
}

extension PublishRelay {
  /// The relay as a `Signal` (it never fails).
  @inlinable
  public func asSignal() -> Signal<Element> {
    Signal(asObservable())
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// This signal itself.
  @inlinable
  public func asSignal() -> Signal<Element> { asSharedSequence() }

  /// Sends the elements to every one of `observers`; returns the subscription.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in for observer in observers { observer.on(event) } }
  }

  /// Sends the elements, as optionals, to every one of `observers`.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends each element to every one of `relays`.
  @inlinable
  public func emit(to relays: PublishRelay<Element>...) -> Disposable {
    asObservable().bind(toRelays: relays)
  }

  /// Makes each element the value of every one of `relays`.
  @inlinable
  public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
    asObservable().bind(toRelays: relays)
  }

  /// Subscribes closures for the elements, completion and disposal.
  @inlinable
  public func emit(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    subscribeTrait(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Like `emit(onNext:onCompleted:onDisposed:)`, passing `object` (held weakly) to each
  /// closure while it is alive.
  public func emit<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
