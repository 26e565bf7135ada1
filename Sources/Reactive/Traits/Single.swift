/// The trait of a sequence that sends exactly one element, or fails.
public enum SingleTrait {}

/// A sequence that sends exactly one element (`.success`) or fails (`.failure`): a network
/// request, a database read.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` sends: its element or its error.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The closure a `Single.create` body calls once, with its result. It is main-actor
  /// isolated (so it may be captured by a callback from another thread and called inside
  /// `DispatchQueue.main.async { … }`).
  public typealias SingleObserver = @MainActor (SingleEvent<Element>) -> Void

  /// A single whose every subscription runs `subscribe`, which calls its observer once and
  /// returns what to dispose when the subscription ends. Calls after the first are ignored.
  public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable)
    -> Single<Element>
  {
    let source = Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case .success(let element):
          observer.onNext(element)
          observer.onCompleted()
        case .failure(let error):
          observer.onError(error)
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// Subscribes `observer` to the result.
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
    var stopped = false
    return primitiveSequence.asObservable().subscribe { event in
      guard !stopped else { return }
      stopped = true
      switch event {
      case .next(let element): observer(.success(element))
      case .error(let error): observer(.failure(error))
      case .completed: observer(.failure(RxError.noElements))
      }
    }
  }

  /// Subscribes closures for the element, the error and disposal (each optional).
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposed: Disposable =
      onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let subscription = subscribe { event in
      switch event {
      case .success(let element): onSuccess?(element)
      case .failure(let error):
        if let onFailure { onFailure(error) } else { Hooks.defaultErrorHandler(error) }
      }
      disposed.dispose()
    }
    return Disposables.create(subscription, disposed)
  }

  /// RxSwift 5's spelling, with `onError:`.
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: @escaping (Swift.Error) -> Void,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` (held weakly: nothing runs once it is gone).
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: { [weak object] element in
        guard let object else { return }
        onSuccess?(object, element)
      },
      onFailure: { [weak object] error in
        guard let object else { return }
        onFailure?(object, error)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }

  /// A single of `element`.
  public static func just(_ element: Element) -> Single<Element> {
    PrimitiveSequence(raw: .just(element))
  }

  /// A single that fails with `error`.
  public static func error(_ error: Swift.Error) -> Single<Element> {
    PrimitiveSequence(raw: .error(error))
  }

  /// A single that never answers.
  public static func never() -> Single<Element> {
    PrimitiveSequence(raw: .never())
  }
}
