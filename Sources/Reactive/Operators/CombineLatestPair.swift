/// One subscription of `combineLatest` of 2 sources: it keeps the latest element of each and
/// hands each pair straight to the element-wise stages that follow (see `FusedObservable`), so
/// `combineLatest(a, b).map(…).filter(…)` runs as one operator per element.
///
/// Same rules as every `combineLatest`: it emits once both sources have sent an element, then
/// on each element of either; it completes when both have completed (or when one sends an
/// element while the other completed without sending any), and fails on the first error,
/// including one thrown by a stage.
@usableFromInline
final class CombineLatestPair<First, Second, Output>: CombiningSubscription {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @exclusivity(unchecked) @usableFromInline var first: First?
  @exclusivity(unchecked) @usableFromInline var second: Second?
  @exclusivity(unchecked) @usableFromInline var firstDone = false
  @exclusivity(unchecked) @usableFromInline var secondDone = false
  @exclusivity(unchecked) @usableFromInline var stopped = false
  // `Output` is `(First, Second)`; declared as a parameter of its own so that `onElement` is
  // stored as the fused stages expect it, without a conversion thunk per element.
  @usableFromInline let onElement: (Output) throws -> Void
  @usableFromInline let onEnd: (Swift.Error?) -> Void
  @usableFromInline let subscriptions = CompositeDisposable()

  @inlinable
  init(
    onElement: @escaping (Output) throws -> Void,
    onEnd: @escaping (Swift.Error?) -> Void
  ) {
    self.onElement = onElement
    self.onEnd = onEnd
  }
}

extension CombineLatestPair where Output == (First, Second) {
  /// Sends `pair` on; an error thrown by the stages ends the sequence.
  @inlinable @inline(__always)
  func emit(_ pair: Output) {
    do {
      try onElement(pair)
    } catch {
      end(error)
    }
  }

  @inlinable @inline(__always)
  func nextFirst(_ element: First) {
    guard !stopped else { return }
    first = element
    if let second {
      emit((element, second))
    } else if secondDone {
      end(nil)
    }
  }

  @inlinable @inline(__always)
  func nextSecond(_ element: Second) {
    guard !stopped else { return }
    second = element
    if let first {
      emit((first, element))
    } else if firstDone {
      end(nil)
    }
  }

  /// Subscribes to both sources; each source's subscription ends as soon as it completes.
  @inlinable
  func run<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2) -> Self
  where O1.Element == First, O2.Element == Second {
    let subscription1 = SerialDisposable()
    subscriptions.insert(subscription1)
    subscription1.disposable = connect(source1, { self.nextFirst($0) }) { error in
      if let error { return self.end(error) }
      self.firstDone = true
      if self.secondDone { self.end(nil) }
      subscription1.dispose()
    }
    let subscription2 = SerialDisposable()
    subscriptions.insert(subscription2)
    subscription2.disposable = connect(source2, { self.nextSecond($0) }) { error in
      if let error { return self.end(error) }
      self.secondDone = true
      if self.firstDone { self.end(nil) }
      subscription2.dispose()
    }
    return self
  }

  /// Subscribes to one source: a fused chain calls `onNext` from its last stage, with no
  /// `Sink` or `Event` per element; `onEnd` gets the error, or `nil` on completion.
  @inlinable
  func connect<Source: ObservableType>(
    _ source: Source, _ onNext: @escaping (Source.Element) -> Void,
    onEnd: @escaping (Swift.Error?) -> Void
  ) -> Disposable {
    let observable = source.asObservable()
    if let fused = observable.exactly(FusedObservable<Source.Element>.self) {
      return fused.connect({ onNext($0) }, onEnd)
    }
    return observable.subscribe(events: { event in
      switch event {
      case .next(let element): onNext(element)
      case .error(let error): onEnd(error)
      case .completed: onEnd(nil)
      }
    })
  }
}

/// The latest elements of 2 sources as pairs, as a sequence that element-wise operators fuse
/// with.
@inlinable
func combineLatestPairs<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
  -> Observable<(O1.Element, O2.Element)>
{
  FusedObservable { _, onElement, onEnd in
    CombineLatestPair(onElement: onElement, onEnd: onEnd).run(source1, source2)
  }
}
