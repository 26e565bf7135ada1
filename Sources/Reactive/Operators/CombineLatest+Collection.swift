extension ObservableType {
  /// Combines the latest elements of every source in `collection` with `resultSelector`, once
  /// all have sent one and then whenever any sends another; an empty collection completes.
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    return Observable.create { observer in
      guard !sources.isEmpty else {
        observer.onCompleted()
        return Disposables.create()
      }
      var latest = [Collection.Element.Element?](repeating: nil, count: sources.count)
      var missing = sources.count
      var running = sources.count
      let subscriptions = CompositeDisposable()
      for (index, source) in sources.enumerated() {
        let subscription = SerialDisposable()
        subscriptions.insert(subscription)
        subscription.disposable = source.subscribe { event in
          switch event {
          case .next(let element):
            if latest[index] == nil { missing -= 1 }
            latest[index] = element
            guard missing == 0 else { return }
            do {
              observer.onNext(try resultSelector(latest.map { $0! }))
            } catch {
              observer.onError(error)
            }
          case .error(let error):
            observer.onError(error)
          case .completed:
            running -= 1
            subscription.dispose()
            if running == 0 { observer.onCompleted() }
          }
        }
      }
      return subscriptions
    }
  }

  /// The latest elements of every source in `collection`, as an array, once all have sent one
  /// and then whenever any sends another.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.combineLatest(collection) { $0 }
  }
}
