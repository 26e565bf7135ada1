/// A sequence with a promise about its events (RxSwift's `Single`, `Maybe` and `Completable`):
/// a wrapper around an `Observable` whose `Trait` says what it may send.
public struct PrimitiveSequence<Trait, Element> {
  let source: Observable<Element>

  init(raw: Observable<Element>) {
    self.source = raw
  }
}

/// Something that is a `PrimitiveSequence`: lets extensions constrain on the trait.
@MainActor public protocol PrimitiveSequenceType {
  /// The promise about the events (`SingleTrait`, `MaybeTrait`, `CompletableTrait`).
  associatedtype Trait
  /// The element type.
  associatedtype Element

  /// This value as a `PrimitiveSequence`.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  /// Returns `self`.
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
  /// The events as an `Observable`.
  public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
  /// A sequence made afresh by `observableFactory` for each subscription.
  public static func deferred(
    _ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
  }

  /// Sends every event `dueTime` later on `scheduler` (an error at once).
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
  }

  /// Waits `dueTime` on `scheduler` before subscribing.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    let source = self.source
    return PrimitiveSequence(
      raw: Observable<Int>.timer(dueTime, scheduler: scheduler).flatMap { _ in source })
  }

  /// Delivers the events through `scheduler`.
  public func observe(on scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.observe(on: scheduler))
  }

  /// Delivers the events on the main thread.
  public func observe(on scheduler: MainScheduler) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.observe(on: scheduler))
  }

  /// Subscribes through `scheduler`.
  public func subscribe(on scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.subscribe(on: scheduler))
  }

  /// Subscribes on the main thread.
  public func subscribe(on scheduler: MainScheduler) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.subscribe(on: scheduler))
  }

  /// On error, continues with the sequence `handler` returns.
  public func `catch`(
    _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
  }

  /// RxSwift 5's name for `catch(_:)`.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(
    _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    `catch`(handler)
  }

  /// On error, subscribes again, for ever.
  public func retry() -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry())
  }

  /// Subscribes at most `maxAttemptCount` times in all.
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(maxAttemptCount))
  }

  /// On error, subscribes again each time `notificationHandler`'s sequence sends an element.
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// On error, subscribes again each time `notificationHandler`'s sequence sends an element.
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// Runs side effects on subscription and disposal (the trait's own `do` covers the events).
  public func debug(_ identifier: String? = nil) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.debug(identifier))
  }
}
