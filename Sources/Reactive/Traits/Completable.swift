/// The trait of a sequence that only completes or fails.
public enum CompletableTrait {}

/// A sequence that sends no element: it completes or fails (a save, a sign-out).
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` sends.
public enum CompletableEvent {
  /// Its error.
  case error(Swift.Error)
  /// Success.
  case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// The closure a `Completable.create` body calls once (main-actor isolated).
  public typealias CompletableObserver = @MainActor (CompletableEvent) -> Void

  /// A completable whose every subscription runs `subscribe`, which calls its observer once.
  public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
    -> Completable
  {
    let source = Observable<Never>.create { observer in
      subscribe { event in
        switch event {
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// Subscribes `observer` to the outcome.
  public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
    var stopped = false
    return primitiveSequence.asObservable().subscribe { event in
      guard !stopped else { return }
      switch event {
      case .next: return
      case .error(let error):
        stopped = true
        observer(.error(error))
      case .completed:
        stopped = true
        observer(.completed)
      }
    }
  }

  /// Subscribes closures for completion, the error and disposal (each optional).
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposed: Disposable =
      onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let subscription = subscribe { event in
      switch event {
      case .completed: onCompleted?()
      case .error(let error):
        if let onError { onError(error) } else { Hooks.defaultErrorHandler(error) }
      }
      disposed.dispose()
    }
    return Disposables.create(subscription, disposed)
  }

  /// Subscribes closures that receive `object` (held weakly).
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onCompleted: { [weak object] in if let object { onCompleted?(object) } },
      onError: { [weak object] in if let object { onError?(object, $0) } },
      onDisposed: { [weak object] in if let object { onDisposed?(object) } })
  }

  /// A completable that completes at once.
  public static func empty() -> Completable {
    PrimitiveSequence(raw: .empty())
  }

  /// A completable that fails with `error`.
  public static func error(_ error: Swift.Error) -> Completable {
    PrimitiveSequence(raw: .error(error))
  }

  /// A completable that never ends.
  public static func never() -> Completable {
    PrimitiveSequence(raw: .never())
  }

  /// Continues with `second` once this completes (an error skips it).
  public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
    PrimitiveSequence(raw: andThenObservable(second.asObservable()))
  }

  /// Continues with `second` once this completes.
  public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
    PrimitiveSequence(raw: andThenObservable(second.asObservable()))
  }

  /// Continues with `second` once this completes.
  public func andThen(_ second: Completable) -> Completable {
    PrimitiveSequence(raw: andThenObservable(second.asObservable()))
  }

  /// Continues with `second` once this completes.
  public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
    andThenObservable(second)
  }

  private func andThenObservable<Element>(_ second: Observable<Element>) -> Observable<Element> {
    let first = primitiveSequence.asObservable()
    return Observable.create { observer in
      let continuation = SerialDisposable()
      let subscription = first.subscribe { event in
        switch event {
        case .next: return
        case .error(let error): observer.onError(error)
        case .completed: continuation.disposable = second.subscribe(observer)
        }
      }
      return Disposables.create(subscription, continuation)
    }
  }
}
