extension ObservableType {
  /// Drops the first `count` elements.
  public func skip(_ count: Int) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      var remaining = count
      return source.subscribe { event in
        if case .next = event, remaining > 0 {
          remaining -= 1
          return
        }
        observer.on(event)
      }
    }
  }

  /// Sends the first `count` elements, then completes (and unsubscribes from the source).
  public func take(_ count: Int) -> Observable<Element> {
    let source = asObservable()
    if count <= 0 { return Observable.empty() }
    return Observable.create { observer in
      var remaining = count
      return source.subscribe { event in
        switch event {
        case .next:
          guard remaining > 0 else { return }
          remaining -= 1
          observer.on(event)
          if remaining == 0 { observer.onCompleted() }
        case .error, .completed:
          observer.on(event)
        }
      }
    }
  }
}
