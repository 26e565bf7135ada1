extension SharedSequenceConvertibleType {
  /// Combines the latest elements of 2 traits with `resultSelector`.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of 3 traits with `resultSelector`.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        resultSelector: resultSelector))
  }

  /// Combines the latest elements of 4 traits with `resultSelector`.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), resultSelector: resultSelector))
  }
}

// The tuple forms, where `Element == Any` as for `Observable.combineLatest`.
extension SharedSequence where Element == Any {
  /// The latest elements of 2 traits as a tuple.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>
  where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>(
      Observable.combineLatest(source1.asObservable(), source2.asObservable()) { ($0, $1) })
  }

  /// The latest elements of 3 traits as a tuple.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
  where
    SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable()
      ) { ($0, $1, $2) })
  }

  /// The latest elements of 4 traits as a tuple.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
  where
    SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy, O1.SharingStrategy == O4.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable()
      ) { ($0, $1, $2, $3) })
  }
}
