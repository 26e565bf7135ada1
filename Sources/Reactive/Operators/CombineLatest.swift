extension ObservableType {
  /// Combines the latest elements of 2 sources with `resultSelector`, once all have sent one
  /// and then whenever any of them sends another.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    Observable.create { observer in
      var value1: O1.Element?
      var value2: O2.Element?
      let sink = CombineLatestSink(arity: 2, observer: observer) {
        try resultSelector(value1!, value2!)
      }
      sink.subscribe(source1, index: 0) { value1 = $0 }
      sink.subscribe(source2, index: 1) { value2 = $0 }
      return sink.subscriptions
    }
  }

  /// Combines the latest elements of 3 sources with `resultSelector`, once all have sent one
  /// and then whenever any of them sends another.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    Observable.create { observer in
      var value1: O1.Element?
      var value2: O2.Element?
      var value3: O3.Element?
      let sink = CombineLatestSink(arity: 3, observer: observer) {
        try resultSelector(value1!, value2!, value3!)
      }
      sink.subscribe(source1, index: 0) { value1 = $0 }
      sink.subscribe(source2, index: 1) { value2 = $0 }
      sink.subscribe(source3, index: 2) { value3 = $0 }
      return sink.subscriptions
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
    Observable.create { observer in
      var value1: O1.Element?
      var value2: O2.Element?
      var value3: O3.Element?
      var value4: O4.Element?
      let sink = CombineLatestSink(arity: 4, observer: observer) {
        try resultSelector(value1!, value2!, value3!, value4!)
      }
      sink.subscribe(source1, index: 0) { value1 = $0 }
      sink.subscribe(source2, index: 1) { value2 = $0 }
      sink.subscribe(source3, index: 2) { value3 = $0 }
      sink.subscribe(source4, index: 3) { value4 = $0 }
      return sink.subscriptions
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
    Observable.combineLatest(source1, source2) { ($0, $1) }
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
