extension ObservableType {
  /// Maps each element to a sequence with `selector` and merges the elements of all of them.
  ///
  /// Completes once this sequence and every inner sequence have completed; fails on the first
  /// error.
  @inlinable
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    return Observable.create { observer in
      let group = CompositeDisposable()
      var active = 1
      let innerDone = {
        active -= 1
        if active == 0 {
          observer.onCompleted()
          group.dispose()
        }
      }
      group.insert(
        source.subscribe { event in
          switch event {
          case .next(let element):
            do {
              let inner = try selector(element).asObservable()
              active += 1
              let subscription = SerialDisposable()
              group.insert(subscription)
              subscription.disposable = inner.subscribe { innerEvent in
                switch innerEvent {
                case .next: observer.on(innerEvent)
                case .error(let error):
                  observer.onError(error)
                  group.dispose()
                case .completed:
                  subscription.dispose()
                  innerDone()
                }
              }
            } catch {
              observer.onError(error)
              group.dispose()
            }
          case .error(let error):
            observer.onError(error)
            group.dispose()
          case .completed:
            innerDone()
          }
        })
      return group
    }
  }

  /// Maps each element to a sequence with `selector` and sends only the elements of the latest
  /// one, unsubscribing from the previous.
  ///
  /// Completes once this sequence and the latest inner sequence have completed.
  @inlinable
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    return Observable.create { observer in
      let inner = SerialDisposable()
      var latestID = 0
      var hasInner = false
      var outerDone = false
      let outer = source.subscribe { event in
        switch event {
        case .next(let element):
          do {
            let next = try selector(element).asObservable()
            latestID += 1
            let id = latestID
            hasInner = true
            inner.disposable = Disposables.create()
            inner.disposable = next.subscribe { innerEvent in
              guard id == latestID else { return }
              switch innerEvent {
              case .next, .error: observer.on(innerEvent)
              case .completed:
                hasInner = false
                inner.disposable = Disposables.create()
                if outerDone { observer.onCompleted() }
              }
            }
          } catch {
            observer.onError(error)
          }
        case .error(let error):
          observer.onError(error)
        case .completed:
          outerDone = true
          if !hasInner { observer.onCompleted() }
        }
      }
      return Disposables.create(outer, inner)
    }
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Merges the elements of the inner sequences this sequence sends.
  @inlinable
  public func merge() -> Observable<Element.Element> {
    flatMap { $0 }
  }
}

extension ObservableType {
  /// Merges the elements of `sources`, in the order they arrive.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    Observable.from(sources).flatMap { $0 }
  }

  /// Merges the elements of `sources`, in the order they arrive.
  @inlinable
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable.from(sources).flatMap { $0 }
  }

  /// Merges the elements of `sources`, in the order they arrive.
  @inlinable
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> Observable<Element> where Collection.Element == Observable<Element>
  {
    Observable.from(Array(sources)).flatMap { $0 }
  }
}
