extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The element transformed by `transform`.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    PrimitiveSequence(raw: primitiveSequence.asObservable().map(transform))
  }

  /// The single `selector` makes from the element.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
    -> Single<Result>
  {
    PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap(selector))
  }

  /// The maybe `selector` makes from the element.
  public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap(selector))
  }

  /// The completable `selector` makes from the element.
  public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable)
    -> Completable
  {
    PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap(selector))
  }

  /// The element if it passes `predicate`, else nothing.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    PrimitiveSequence(raw: primitiveSequence.asObservable().filter(predicate))
  }

  /// On error, succeeds with `element`.
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    PrimitiveSequence(raw: primitiveSequence.asObservable().catchAndReturn(element))
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
    catchAndReturn(element)
  }

  /// Runs side effects for the outcome, subscription and disposal.
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil,
    afterSuccess: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Single<Element> {
    PrimitiveSequence(
      raw: primitiveSequence.asObservable().do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// This single as a maybe.
  public func asMaybe() -> Maybe<Element> {
    PrimitiveSequence(raw: primitiveSequence.asObservable())
  }

  /// Ignores the element: completes when this succeeds.
  public func asCompletable() -> Completable {
    PrimitiveSequence(raw: primitiveSequence.asObservable().compactMap { _ in nil })
  }

  /// Both elements, once both singles succeeded.
  public static func zip<E1, E2>(_ source1: Single<E1>, _ source2: Single<E2>)
    -> Single<(E1, E2)> where Element == (E1, E2)
  {
    PrimitiveSequence(
      raw: Observable.zip(source1.asObservable(), source2.asObservable()).take(1))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The element transformed by `transform`.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
    PrimitiveSequence(raw: primitiveSequence.asObservable().map(transform))
  }

  /// The maybe `selector` makes from the element.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    PrimitiveSequence(raw: primitiveSequence.asObservable().flatMap(selector))
  }

  /// The element if it passes `predicate`.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    PrimitiveSequence(raw: primitiveSequence.asObservable().filter(predicate))
  }

  /// On error, succeeds with `element`.
  public func catchAndReturn(_ element: Element) -> Maybe<Element> {
    PrimitiveSequence(raw: primitiveSequence.asObservable().catchAndReturn(element))
  }

  /// The element, or `element` when this completes empty.
  public func ifEmpty(default element: Element) -> Single<Element> {
    let source = primitiveSequence.asObservable()
    return PrimitiveSequence(
      raw: Observable.create { observer in
        var sent = false
        return source.subscribe { event in
          switch event {
          case .next: sent = true
          case .completed where !sent: observer.onNext(element)
          default: break
          }
          observer.on(event)
        }
      })
  }
}

extension ObservableType {
  /// This sequence as a single: its one element; fails with `RxError.noElements` when it
  /// completes empty and `RxError.moreThanOneElement` when a second element comes.
  public func asSingle() -> Single<Element> {
    PrimitiveSequence(raw: exactlyOne(allowEmpty: false))
  }

  /// This sequence as a maybe: its one element, or none; fails on a second element.
  public func asMaybe() -> Maybe<Element> {
    PrimitiveSequence(raw: exactlyOne(allowEmpty: true))
  }

  /// Ignores the elements: completes or fails with this sequence.
  public func asCompletable() -> Completable {
    PrimitiveSequence(raw: asObservable().compactMap { _ in nil })
  }

  private func exactlyOne(allowEmpty: Bool) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      var element: Element?
      return source.subscribe { event in
        switch event {
        case .next(let next):
          if element != nil {
            observer.onError(RxError.moreThanOneElement)
          } else {
            element = next
          }
        case .error(let error): observer.onError(error)
        case .completed:
          if let element {
            observer.onNext(element)
            observer.onCompleted()
          } else if allowEmpty {
            observer.onCompleted()
          } else {
            observer.onError(RxError.noElements)
          }
        }
      }
    }
  }
}
