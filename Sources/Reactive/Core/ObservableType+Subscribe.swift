extension ObservableType {
  /// Subscribes a closure that receives every event.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    asObservable().subscribe(events: on)
  }

  /// Subscribes closures for elements, the error, completion and disposal (each optional).
  ///
  /// `onDisposed` runs once, after a terminal event or when the subscription is disposed.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    var disposed: AnonymousDisposable?
    if let onDisposed { disposed = AnonymousDisposable(onDisposed) }
    let source = asObservable()
    if source.sendsPlainElements {
      // A fused chain's last stage, or a subject's or shared sequence's observer, calls
      // `onNext` itself: no `Sink`, no `Event` per element.
      let sink = BindingSink(
        subscriber: .init(onError: onError, onCompleted: onCompleted, disposed: disposed))
      _ = sink.run { sink in
        source.subscribeElements(
          next: { element in if !sink.stopped { onNext?(element) } },
          onEnd: { error in sink.end(error) })
      }
      guard let disposed else { return sink }
      return Disposables.create(sink, disposed)
    }
    let observer = ClosureObserver<Element> { event in
      switch event {
      case .next(let element):
        onNext?(element)
      case .error(let error):
        if let onError {
          onError(error)
        } else {
          Hooks.defaultErrorHandler(error)
        }
        disposed?.dispose()
      case .completed:
        onCompleted?()
        disposed?.dispose()
      }
    }
    let subscription = source.subscribe(events: observer.on)
    guard let disposed else { return subscription }
    return Disposables.create(subscription, disposed)
  }

  /// Like `subscribe(onNext:onError:onCompleted:onDisposed:)`, passing `object` to each closure
  /// while it is alive (held weakly, so a screen can subscribe without a retain cycle).
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: { [weak object] element in if let object { onNext?(object, element) } },
      onError: { [weak object] error in if let object { onError?(object, error) } },
      onCompleted: { [weak object] in if let object { onCompleted?(object) } },
      onDisposed: { [weak object] in if let object { onDisposed?(object) } })
  }
}

/// An observer that ignores everything after its first terminal event.
@usableFromInline
final class ClosureObserver<Element>: ObserverType {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @exclusivity(unchecked) @usableFromInline var handler: ((Event<Element>) -> Void)?

  @inlinable
  init(_ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
  }

  @inlinable
  func on(_ event: Event<Element>) {
    guard let handler else { return }
    if event.isStopEvent { self.handler = nil }
    handler(event)
  }
}
