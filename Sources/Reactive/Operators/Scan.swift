extension ObservableType {
  /// Sends each running total: `accumulator` applied to the previous total (first `seed`) and
  /// the element.
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    scan(into: seed) { total, element in total = try accumulator(total, element) }
  }

  /// Sends each running total, updated in place by `accumulator` (first `seed`).
  public func scan<Accumulate>(
    into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    let source = asObservable()
    return Observable.create { observer in
      var total = seed
      return source.subscribe { event in
        switch event {
        case .next(let element):
          do {
            try accumulator(&total, element)
            observer.onNext(total)
          } catch {
            observer.onError(error)
          }
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
    }
  }
}
