extension ObservableType {
  /// On error, continues with the sequence `handler` returns for it.
  @inlinable
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable.create { observer in
      let serial = SerialDisposable()
      var caught = false
      let subscription = source.subscribe { event in
        guard case .error(let error) = event else { return observer.on(event) }
        caught = true
        do {
          serial.disposable = try handler(error).subscribe(observer)
        } catch {
          observer.onError(error)
        }
      }
      if caught { subscription.dispose() } else { serial.disposable = subscription }
      return serial
    }
  }

  /// On error, sends `element` and completes.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    `catch` { _ in Observable.just(element) }
  }
}
