/// The bookkeeping `zip` shares between arities: which sources completed, and whether one
/// that completed has nothing left to pair (then the zip completes).
final class ZipState<Result> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  let observer: AnyObserver<Result>
  let subscriptions = CompositeDisposable()
  private var done: [Bool]
  private var isEmptyChecks: [() -> Bool]

  init(arity: Int, observer: AnyObserver<Result>) {
    self.observer = observer
    done = Array(repeating: false, count: arity)
    isEmptyChecks = Array(repeating: { true }, count: arity)
  }

  /// Sends `result()`, or the error it throws; then completes if a finished source ran dry.
  func emit(_ result: () throws -> Result) {
    do {
      observer.onNext(try result())
    } catch {
      observer.onError(error)
      subscriptions.dispose()
      return
    }
    completeIfDrained()
  }

  func subscribe<Source: ObservableType>(
    _ source: Source, index: Int, isEmpty: @escaping () -> Bool,
    onNext: @escaping (Source.Element) -> Void
  ) {
    isEmptyChecks[index] = isEmpty
    subscriptions.insert(
      source.subscribe { event in
        switch event {
        case .next(let element): onNext(element)
        case .error(let error):
          self.observer.onError(error)
          self.subscriptions.dispose()
        case .completed:
          self.done[index] = true
          self.completeIfDrained()
        }
      })
  }

  private func completeIfDrained() {
    for index in done.indices where done[index] && isEmptyChecks[index]() {
      observer.onCompleted()
      subscriptions.dispose()
      return
    }
  }
}

extension ObservableType {
  /// Pairs the sources' elements by position (first with first, second with second…) and
  /// combines each group with `resultSelector`; completes once a completed source has no
  /// element left to pair.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    Observable.create { observer in
      let state = ZipState(arity: 2, observer: observer)
      let queue1 = Cell<[O1.Element]>([])
      let queue2 = Cell<[O2.Element]>([])
      state.subscribe(source1, index: 0, isEmpty: { queue1.value.isEmpty }) { element in
        queue1.value.append(element)
        if !queue1.value.isEmpty && !queue2.value.isEmpty {
          state.emit { try resultSelector(queue1.value.removeFirst(), queue2.value.removeFirst()) }
        }
      }
      state.subscribe(source2, index: 1, isEmpty: { queue2.value.isEmpty }) { element in
        queue2.value.append(element)
        if !queue1.value.isEmpty && !queue2.value.isEmpty {
          state.emit { try resultSelector(queue1.value.removeFirst(), queue2.value.removeFirst()) }
        }
      }
      return state.subscriptions
    }
  }

  /// Pairs the sources' elements by position (first with first, second with second…) and
  /// combines each group with `resultSelector`; completes once a completed source has no
  /// element left to pair.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    Observable.create { observer in
      let state = ZipState(arity: 3, observer: observer)
      let queue1 = Cell<[O1.Element]>([])
      let queue2 = Cell<[O2.Element]>([])
      let queue3 = Cell<[O3.Element]>([])
      state.subscribe(source1, index: 0, isEmpty: { queue1.value.isEmpty }) { element in
        queue1.value.append(element)
        if !queue1.value.isEmpty && !queue2.value.isEmpty && !queue3.value.isEmpty {
          state.emit {
            try resultSelector(
              queue1.value.removeFirst(), queue2.value.removeFirst(), queue3.value.removeFirst())
          }
        }
      }
      state.subscribe(source2, index: 1, isEmpty: { queue2.value.isEmpty }) { element in
        queue2.value.append(element)
        if !queue1.value.isEmpty && !queue2.value.isEmpty && !queue3.value.isEmpty {
          state.emit {
            try resultSelector(
              queue1.value.removeFirst(), queue2.value.removeFirst(), queue3.value.removeFirst())
          }
        }
      }
      state.subscribe(source3, index: 2, isEmpty: { queue3.value.isEmpty }) { element in
        queue3.value.append(element)
        if !queue1.value.isEmpty && !queue2.value.isEmpty && !queue3.value.isEmpty {
          state.emit {
            try resultSelector(
              queue1.value.removeFirst(), queue2.value.removeFirst(), queue3.value.removeFirst())
          }
        }
      }
      return state.subscriptions
    }
  }
}

extension ObservableType where Element == Any {
  /// The sources' elements paired by position, as tuples.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable.zip(source1, source2) { ($0, $1) }
  }

  /// The sources' elements paired by position, as tuples.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable.zip(source1, source2, source3) { ($0, $1, $2) }
  }
}
