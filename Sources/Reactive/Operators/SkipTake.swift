extension ObservableType {
  /// Drops the first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> Observable<Element> {
    fuse { next in
      let remaining = StageState(count, next: next)
      return { element in
        if remaining.value > 0 {
          remaining.value -= 1
          return
        }
        try remaining.next(element)
      }
    }
  }

  /// Sends the first `count` elements, then completes (and unsubscribes from the source).
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    if count <= 0 { return Observable.empty() }
    return lift { sink in
      let remaining = Cell(count)
      return { event in
        switch event {
        case .next:
          guard remaining.value > 0 else { return }
          remaining.value -= 1
          sink.forward(event)
          if remaining.value == 0 { sink.forward(.completed) }
        case .error, .completed:
          sink.forward(event)
        }
      }
    }
  }
}
