extension ObservableType {
  /// On error, continues with the sequence `handler` returns for it.
  ///
  /// A fused operator (see `FusedObservable`): the elements pass through as they are, so a
  /// `Driver` built on a chain (`asDriver(onErrorJustReturn:)`) costs no `Event` per element.
  @inlinable
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    FusedObservable<Element>(upstream: asObservable()) { node, onElement, onEnd in
      let source = unsafeDowncast(node.upstream.unsafelyUnwrapped, to: Observable<Element>.self)
      let serial = SerialDisposable()
      let caught = Cell(false)
      let subscription = source.subscribeElements(
        next: { element in
          // An error thrown downstream ends the sequence; it is not the source's to catch.
          do { try onElement(element) } catch { onEnd(error) }
        },
        onEnd: { error in
          guard let error else { return onEnd(nil) }
          caught.value = true
          do {
            serial.disposable = try handler(error).subscribeElements(next: onElement, onEnd: onEnd)
          } catch {
            onEnd(error)
          }
        })
      if caught.value { subscription.dispose() } else { serial.disposable = subscription }
      return serial
    }
  }

  /// On error, sends `element` and completes.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    `catch` { _ in Observable.just(element) }
  }
}
