/// What every `combineLatest` arity shares: it emits once every source has sent an element,
/// then on each element of any source; it completes when all sources have completed (or when
/// one completes while another never sent anything and all others are done), and fails on the
/// first error.
class CombineLatestSink<Result> {
  private let arity: Int
  private var hasValue: [Bool]
  private var hasValueCount = 0
  private var isDone: [Bool]
  private var doneCount = 0
  private let observer: AnyObserver<Result>
  let subscriptions = CompositeDisposable()

  init(arity: Int, observer: AnyObserver<Result>) {
    self.arity = arity
    self.hasValue = Array(repeating: false, count: arity)
    self.isDone = Array(repeating: false, count: arity)
    self.observer = observer
  }

  /// The combined result of the latest values; called only once all sources have one.
  func result() throws -> Result { fatalError("abstract") }

  /// Records that source `index` has sent an element (already stored), and emits.
  final func next(_ index: Int) {
    if !hasValue[index] {
      hasValue[index] = true
      hasValueCount += 1
    }
    if hasValueCount == arity {
      do {
        observer.onNext(try result())
      } catch {
        fail(error)
      }
    } else {
      var allOthersDone = true
      for other in 0..<arity where other != index && !isDone[other] {
        allOthersDone = false
        break
      }
      if allOthersDone {
        observer.onCompleted()
        subscriptions.dispose()
      }
    }
  }

  final func fail(_ error: Swift.Error) {
    observer.onError(error)
    subscriptions.dispose()
  }

  final func done(_ index: Int) {
    guard !isDone[index] else { return }
    isDone[index] = true
    doneCount += 1
    if doneCount == arity {
      observer.onCompleted()
      subscriptions.dispose()
    }
  }

  /// Subscribes to `source` as source number `index`, storing its elements with `store`.
  final func subscribe<Source: ObservableType>(
    _ source: Source, index: Int, store: @escaping (Source.Element) -> Void
  ) {
    let subscription = SerialDisposable()
    subscriptions.insert(subscription)
    subscription.disposable = source.subscribe { event in
      switch event {
      case .next(let element):
        store(element)
        self.next(index)
      case .error(let error): self.fail(error)
      case .completed:
        self.done(index)
        subscription.dispose()
      }
    }
  }
}
