/// What every `combineLatest` arity shares: it emits once every source has sent an element,
/// then on each element of any source; it completes when all sources have completed (or when
/// one sends an element while the others that never sent one are all done), and fails on the
/// first error. The typed latest values live in the caller's closures; `result` reads them.
@usableFromInline
final class CombineLatestSink<Result> {
  @usableFromInline let arity: Int
  @usableFromInline var hasValueMask = 0
  @usableFromInline var doneMask = 0
  @usableFromInline let observer: AnyObserver<Result>
  @usableFromInline let result: () throws -> Result
  @usableFromInline let subscriptions = CompositeDisposable()

  @inlinable
  init(arity: Int, observer: AnyObserver<Result>, result: @escaping () throws -> Result) {
    self.arity = arity
    self.observer = observer
    self.result = result
  }

  @inlinable var allMask: Int { (1 << arity) - 1 }

  /// Records that source `index` has sent an element (already stored), and emits.
  @inlinable
  func next(_ index: Int) {
    hasValueMask |= 1 << index
    if hasValueMask == allMask {
      do {
        observer.onNext(try result())
      } catch {
        fail(error)
      }
    } else if doneMask | (1 << index) == allMask {
      observer.onCompleted()
      subscriptions.dispose()
    }
  }

  @inlinable
  func fail(_ error: Swift.Error) {
    observer.onError(error)
    subscriptions.dispose()
  }

  @inlinable
  func done(_ index: Int) {
    doneMask |= 1 << index
    if doneMask == allMask {
      observer.onCompleted()
      subscriptions.dispose()
    }
  }

  /// Subscribes to `source` as source number `index`, storing its elements with `store`; its
  /// subscription ends as soon as it completes.
  @inlinable
  func subscribe<Source: ObservableType>(
    _ source: Source, index: Int, store: @escaping (Source.Element) -> Void
  ) {
    let subscription = SerialDisposable()
    subscriptions.insert(subscription)
    subscription.disposable = source.asObservable().subscribe(events: { event in
      switch event {
      case .next(let element):
        store(element)
        self.next(index)
      case .error(let error): self.fail(error)
      case .completed:
        self.done(index)
        subscription.dispose()
      }
    })
  }
}
