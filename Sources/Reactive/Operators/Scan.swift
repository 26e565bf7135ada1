extension ObservableType {
  /// Sends each running total: `accumulator` applied to the previous total (first `seed`) and
  /// the element.
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    scan(into: seed) { total, element in total = try accumulator(total, element) }
  }

  /// Sends each running total, updated in place by `accumulator` (first `seed`).
  @inlinable
  public func scan<Accumulate>(
    into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    lift { sink in
      let total = Cell(seed)
      return { event in
        switch event {
        case .next(let element):
          do {
            try accumulator(&total.value, element)
            sink.forwardNext(total.value)
          } catch {
            sink.forward(.error(error))
          }
        case .error(let error): sink.forward(.error(error))
        case .completed: sink.forward(.completed)
        }
      }
    }
  }
}
