/// The trait of a sequence that sends at most one element, then completes, or fails.
public enum MaybeTrait {}

/// A sequence that sends one element (`.success`), nothing (`.completed`), or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` sends.
public enum MaybeEvent<Element> {
  /// Its one element (then it is over).
  case success(Element)
  /// Its error.
  case error(Swift.Error)
  /// The end, without an element.
  case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The closure a `Maybe.create` body calls once (main-actor isolated, like `SingleObserver`).
  public typealias MaybeObserver = @MainActor (MaybeEvent<Element>) -> Void

  /// A maybe whose every subscription runs `subscribe`, which calls its observer once.
  public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable)
    -> Maybe<Element>
  {
    let source = Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case .success(let element):
          observer.onNext(element)
          observer.onCompleted()
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// Subscribes `observer` to the outcome.
  public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
    var stopped = false
    return primitiveSequence.asObservable().subscribe { event in
      guard !stopped else { return }
      stopped = true
      switch event {
      case .next(let element): observer(.success(element))
      case .error(let error): observer(.error(error))
      case .completed: observer(.completed)
      }
    }
  }

  /// Subscribes closures for the element, the error, completion and disposal (each optional).
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposed: Disposable =
      onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let subscription = subscribe { event in
      switch event {
      case .success(let element): onSuccess?(element)
      case .error(let error):
        if let onError { onError(error) } else { Hooks.defaultErrorHandler(error) }
      case .completed: onCompleted?()
      }
      disposed.dispose()
    }
    return Disposables.create(subscription, disposed)
  }

  /// Subscribes closures that receive `object` (held weakly).
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: { [weak object] in if let object { onSuccess?(object, $0) } },
      onError: { [weak object] in if let object { onError?(object, $0) } },
      onCompleted: { [weak object] in if let object { onCompleted?(object) } },
      onDisposed: { [weak object] in if let object { onDisposed?(object) } })
  }

  /// A maybe of `element`.
  public static func just(_ element: Element) -> Maybe<Element> {
    PrimitiveSequence(raw: .just(element))
  }

  /// A maybe that completes without an element.
  public static func empty() -> Maybe<Element> {
    PrimitiveSequence(raw: .empty())
  }

  /// A maybe that fails with `error`.
  public static func error(_ error: Swift.Error) -> Maybe<Element> {
    PrimitiveSequence(raw: .error(error))
  }

  /// A maybe that never answers.
  public static func never() -> Maybe<Element> {
    PrimitiveSequence(raw: .never())
  }
}
