/// What every `combineLatest` arity shares: it emits once every source has sent an element,
/// then on each element of any source; it completes when all sources have completed (or when
/// one sends an element while the others that never sent one are all done), and fails on the
/// first error. The typed latest values live in the caller's cells.
@usableFromInline
final class CombineLatestSink<Result> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @usableFromInline let arity: Int
  @exclusivity(unchecked) @usableFromInline var hasValueMask = 0
  @exclusivity(unchecked) @usableFromInline var doneMask = 0
  @usableFromInline let output: Sink<Result>
  @usableFromInline let subscriptions = CompositeDisposable()

  @inlinable
  init(arity: Int, output: Sink<Result>) {
    self.arity = arity
    self.output = output
  }

  @inlinable var allMask: Int { (1 << arity) - 1 }

  /// Records that source `index` has sent an element (already stored), and emits `result()`
  /// once every source has one.
  @inlinable @inline(__always)
  func next(_ index: Int, result: () throws -> Result) {
    hasValueMask |= 1 << index
    if hasValueMask == allMask {
      do {
        output.forwardNext(try result())
      } catch {
        fail(error)
      }
    } else if doneMask | (1 << index) == allMask {
      output.forward(.completed)
    }
  }

  @inlinable
  func fail(_ error: Swift.Error) {
    output.forward(.error(error))
  }

  @inlinable
  func done(_ index: Int) {
    doneMask |= 1 << index
    if doneMask == allMask {
      output.forward(.completed)
    }
  }

  /// Subscribes to `source` as source number `index`, handing its elements to `onNext` (which
  /// stores them and calls `next`); its subscription ends as soon as it completes.
  @inlinable
  func subscribe<Source: ObservableType>(
    _ source: Source, index: Int, onNext: @escaping (Source.Element) -> Void
  ) {
    let subscription = SerialDisposable()
    subscriptions.insert(subscription)
    subscription.disposable = source.asObservable().subscribe(events: { event in
      switch event {
      case .next(let element):
        onNext(element)
      case .error(let error): self.fail(error)
      case .completed:
        self.done(index)
        subscription.dispose()
      }
    })
  }
}
