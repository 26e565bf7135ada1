/// How a trait shares its source among subscribers.
@MainActor public protocol SharingStrategyProtocol {
  /// Shares `source` the trait's way.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be turned into a `SharedSequence` (a `Driver` or a `Signal`).
@MainActor public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// The trait's sharing strategy.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// This value as a shared sequence.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// A sequence that never fails and shares one subscription among its subscribers: the common
/// shape of `Driver` and `Signal`, which differ only in `SharingStrategy`.
///
/// Build one from an observable with `asDriver(…)` / `asSignal(…)`, which decide what replaces
/// an error.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
  SharedSequenceConvertibleType, ObservableConvertibleType
{
  @usableFromInline let source: Observable<Element>

  /// Wraps `source`, shared with `SharingStrategy`. The caller guarantees it never errors.
  @inlinable
  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps `source` as is (it is already shared).
  @inlinable
  init(raw source: Observable<Element>) {
    self.source = source
  }

  /// The underlying shared observable.
  @inlinable public func asObservable() -> Observable<Element> { source }

  /// Returns `self`.
  @inlinable public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

extension SharedSequence {
  /// A trait of one element, then completion.
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.just(element))
  }

  /// A trait that completes at once.
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.empty())
  }

  /// A trait that never sends anything.
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.never())
  }

  /// A trait of `elements`, then completion.
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(elements))
  }

  /// A trait of the elements of `array`, then completion.
  public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(array))
  }

  /// A trait made afresh by `factory` for each subscription.
  public static func deferred(
    _ factory: @escaping () -> SharedSequence<SharingStrategy, Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.deferred { factory().asObservable() })
  }
}

extension SharedSequenceConvertibleType {
  /// Subscribes to the elements and completion (a trait never fails).
  @inlinable
  func subscribeTrait(
    onNext: ((Element) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
