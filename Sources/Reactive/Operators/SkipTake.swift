extension ObservableType {
  /// Drops the first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> Observable<Element> {
    lift { sink in
      var remaining = count
      return { event in
        if case .next = event, remaining > 0 {
          remaining -= 1
          return
        }
        sink.forward(event)
      }
    }
  }

  /// Sends the first `count` elements, then completes (and unsubscribes from the source).
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    if count <= 0 { return Observable.empty() }
    return lift { sink in
      var remaining = count
      return { event in
        switch event {
        case .next:
          guard remaining > 0 else { return }
          remaining -= 1
          sink.forward(event)
          if remaining == 0 { sink.forward(.completed) }
        case .error, .completed:
          sink.forward(event)
        }
      }
    }
  }
}
