extension ObservableType {
  /// Combines the latest elements of 2 sources with `resultSelector`, once all have sent one
  /// and then whenever any of them sends another.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    combineLatestPairs(source1, source2).map { try resultSelector($0.0, $0.1) }
  }

  /// Combines the latest elements of 3 sources with `resultSelector`, once all have sent one
  /// and then whenever any of them sends another.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    AnonymousObservable { on in
      Sink(on).run { output in
        let value1 = Cell<O1.Element?>(nil)
        let value2 = Cell<O2.Element?>(nil)
        let value3 = Cell<O3.Element?>(nil)
        let sink = CombineLatestSink(arity: 3, output: output)
        sink.subscribe(source1, index: 0) { element in
          value1.value = element
          sink.next(0) { try resultSelector(value1.value!, value2.value!, value3.value!) }
        }
        sink.subscribe(source2, index: 1) { element in
          value2.value = element
          sink.next(1) { try resultSelector(value1.value!, value2.value!, value3.value!) }
        }
        sink.subscribe(source3, index: 2) { element in
          value3.value = element
          sink.next(2) { try resultSelector(value1.value!, value2.value!, value3.value!) }
        }
        return sink.subscriptions
      }
    }
  }

  /// Combines the latest elements of 4 sources with `resultSelector`, once all have sent one
  /// and then whenever any of them sends another.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    AnonymousObservable { on in
      Sink(on).run { output in
        let value1 = Cell<O1.Element?>(nil)
        let value2 = Cell<O2.Element?>(nil)
        let value3 = Cell<O3.Element?>(nil)
        let value4 = Cell<O4.Element?>(nil)
        let sink = CombineLatestSink(arity: 4, output: output)
        sink.subscribe(source1, index: 0) { element in
          value1.value = element
          sink.next(0) {
            try resultSelector(value1.value!, value2.value!, value3.value!, value4.value!)
          }
        }
        sink.subscribe(source2, index: 1) { element in
          value2.value = element
          sink.next(1) {
            try resultSelector(value1.value!, value2.value!, value3.value!, value4.value!)
          }
        }
        sink.subscribe(source3, index: 2) { element in
          value3.value = element
          sink.next(2) {
            try resultSelector(value1.value!, value2.value!, value3.value!, value4.value!)
          }
        }
        sink.subscribe(source4, index: 3) { element in
          value4.value = element
          sink.next(3) {
            try resultSelector(value1.value!, value2.value!, value3.value!, value4.value!)
          }
        }
        return sink.subscriptions
      }
    }
  }
}

// As in RxSwift, the tuple forms live where `Element == Any`, so that
// `Observable.combineLatest(a, b)` infers its element type from the sources.
extension ObservableType where Element == Any {
  /// The latest elements of 2 sources as a tuple, once all have sent one and then whenever
  /// any of them sends another.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    combineLatestPairs(source1, source2)
  }

  /// The latest elements of 3 sources as a tuple, once all have sent one and then whenever
  /// any of them sends another.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable.combineLatest(source1, source2, source3) { ($0, $1, $2) }
  }

  /// The latest elements of 4 sources as a tuple, once all have sent one and then whenever
  /// any of them sends another.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }
}
