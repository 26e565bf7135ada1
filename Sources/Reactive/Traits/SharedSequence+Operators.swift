import Scheduling

// The operators a trait keeps: each returns the same trait, so a `Driver` stays a `Driver`.
// Their closures do not throw, since a trait must not fail.

extension SharedSequenceConvertibleType {
  private typealias Same<Result> = SharedSequence<SharingStrategy, Result>

  /// Transforms each element with `selector`.
  @inlinable
  public func map<Result>(_ selector: @escaping (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().map(selector))
  }

  /// Transforms each element with `selector`, dropping the `nil` results.
  @inlinable
  public func compactMap<Result>(_ selector: @escaping (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().compactMap(selector))
  }

  /// Keeps only the elements for which `predicate` holds.
  @inlinable
  public func filter(_ predicate: @escaping (Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().filter(predicate))
  }

  /// Sends `elements` first.
  public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable()
    return Same(
      Observable.create { observer in
        for element in elements { observer.onNext(element) }
        return source.subscribe(observer)
      })
  }

  /// Sends each running total of `accumulator`, starting from `seed`.
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
  ) -> SharedSequence<SharingStrategy, Accumulate> {
    Same(asObservable().scan(seed, accumulator: accumulator))
  }

  /// Drops the first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().skip(count))
  }

  /// Maps each element to a trait and sends only the elements of the latest one.
  public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapLatest(selector))
  }

  /// Maps each element to a trait and merges the elements of all of them.
  public func flatMap<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMap(selector))
  }

  /// For each element, combines it with `second`'s latest element using `resultSelector`.
  public func withLatestFrom<Second: SharedSequenceConvertibleType, ResultType>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> ResultType
  ) -> SharedSequence<SharingStrategy, ResultType> {
    Same(asObservable().withLatestFrom(second, resultSelector: resultSelector))
  }

  /// For each element, sends `second`'s latest element instead.
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
    -> SharedSequence<SharingStrategy, Second.Element>
  {
    Same(asObservable().withLatestFrom(second))
  }

  /// Sends an element only once `dueTime` has passed on `scheduler` without a newer one.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any Scheduler)
    -> SharedSequence<SharingStrategy, Element>
  {
    Same(asObservable().debounce(dueTime, scheduler: scheduler))
  }

  /// Runs side effects on the elements, completion, subscription and disposal.
  public func `do`(
    onNext: ((Element) -> Void)? = nil,
    afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    Same(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }
}

extension SharedSequenceConvertibleType where Element: Equatable {
  /// Drops each element equal to the one before it.
  @inlinable
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged())
  }
}

extension SharedSequenceConvertibleType {
  /// Drops each element whose key, from `keySelector`, equals the previous element's key.
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged(keySelector))
  }

  /// Drops each element that `comparer` finds equal to the one before it.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged(comparer))
  }

  /// Drops each element whose value at `keyPath` equals the previous element's.
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged(at: keyPath))
  }
}

extension SharedSequence {
  /// Merges the elements of `sources`, in the order they arrive.
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of `sources`, in the order they arrive.
  public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }
}
