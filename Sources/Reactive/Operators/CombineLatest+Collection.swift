extension ObservableType {
  /// Combines the latest elements of every source in `collection` with `resultSelector`, once
  /// all have sent one and then whenever any sends another; an empty collection completes.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    Observable<Collection.Element.Element>.combineLatest(collection).map(resultSelector)
  }

  /// The latest elements of every source in `collection`, as an array, once all have sent one
  /// and then whenever any sends another.
  ///
  /// A sequence that element-wise operators fuse with (see `FusedObservable`); the array it
  /// sends is updated in place when nobody kept the previous one, so a chain that only reads
  /// it allocates nothing per element.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    let sources = collection.map { $0.asObservable() }
    return FusedObservable { _, onElement, onEnd in
      CombineLatestArray(count: sources.count, onElement: onElement, onEnd: onEnd).run(sources)
    }
  }
}

/// One subscription of `combineLatest` of a collection: the latest element of each source,
/// sent as an array to the stages that follow once every source has sent one. It completes
/// when every source has completed (an empty collection at once), and fails on the first
/// error, including one the stages throw.
@usableFromInline
final class CombineLatestArray<Element>: CombiningSubscription {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  /// The latest elements while some source has sent none.
  @exclusivity(unchecked) @usableFromInline var pending: [Element?]
  /// The latest elements, once every source has sent one (then `pending` is empty).
  @exclusivity(unchecked) @usableFromInline var latest: [Element] = []
  @exclusivity(unchecked) @usableFromInline var missing: Int
  @exclusivity(unchecked) @usableFromInline var running: Int
  @exclusivity(unchecked) @usableFromInline var stopped = false
  @usableFromInline let onElement: ([Element]) throws -> Void
  @usableFromInline let onEnd: (Swift.Error?) -> Void
  @usableFromInline let subscriptions = CompositeDisposable()

  @inlinable
  init(
    count: Int, onElement: @escaping ([Element]) throws -> Void,
    onEnd: @escaping (Swift.Error?) -> Void
  ) {
    pending = Array(repeating: nil, count: count)
    missing = count
    running = count
    self.onElement = onElement
    self.onEnd = onEnd
  }

  /// Subscribes to every source; each one's subscription ends as soon as it completes.
  @inlinable
  func run(_ sources: [Observable<Element>]) -> Self {
    guard !sources.isEmpty else {
      end(nil)
      return self
    }
    for (index, source) in sources.enumerated() {
      let subscription = SerialDisposable()
      subscriptions.insert(subscription)
      subscription.disposable = source.subscribeElements(
        next: { self.next($0, at: index) },
        onEnd: { error in
          if let error { return self.end(error) }
          self.running -= 1
          subscription.dispose()
          if self.running == 0 { self.end(nil) }
        })
    }
    return self
  }

  @inlinable
  func next(_ element: Element, at index: Int) {
    guard !stopped else { return }
    if missing > 0 {
      if pending[index] == nil { missing -= 1 }
      pending[index] = element
      guard missing == 0 else { return }
      latest = pending.map { $0! }
      pending = []
    } else {
      latest[index] = element
    }
    do {
      try onElement(latest)
    } catch {
      end(error)
    }
  }
}
