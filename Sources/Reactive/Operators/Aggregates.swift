/// RxSwift's aggregating and predicate operators: `reduce`, `toArray`, `ignoreElements`,
/// `take(while:)` and `skip(while:)`.
extension ObservableType {
  /// Folds every element into `seed` with `accumulator`, then sends the result and completes
  /// when this sequence completes.
  public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
    -> Observable<A>
  {
    reduce(seed, accumulator: accumulator, mapResult: { $0 })
  }

  /// Folds every element into `seed`, then sends `mapResult` of the total on completion.
  public func reduce<A, Result>(
    _ seed: A, accumulator: @escaping (A, Element) throws -> A,
    mapResult: @escaping (A) throws -> Result
  ) -> Observable<Result> {
    let source = asObservable()
    return Observable.create { observer in
      var total = seed
      return source.subscribe { event in
        switch event {
        case .next(let element):
          do { total = try accumulator(total, element) } catch { observer.onError(error) }
        case .error(let error):
          observer.onError(error)
        case .completed:
          do {
            observer.onNext(try mapResult(total))
            observer.onCompleted()
          } catch { observer.onError(error) }
        }
      }
    }
  }

  /// Every element, in one array, when this sequence completes (a `Single`, as in RxSwift 6).
  public func toArray() -> Single<[Element]> {
    reduce([Element]()) { all, element in all + [element] }.asSingle()
  }

  /// Drops every element: completes or fails with this sequence (a `Completable`, as in
  /// RxSwift 6).
  public func ignoreElements() -> Completable {
    asCompletable()
  }

  /// Sends elements while `predicate` holds, then completes at the first that fails it.
  public func take(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      var done = false
      return source.subscribe { event in
        guard !done else { return }
        switch event {
        case .next(let element):
          do {
            if try predicate(element) {
              observer.onNext(element)
            } else {
              done = true
              observer.onCompleted()
            }
          } catch {
            done = true
            observer.onError(error)
          }
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
    }
  }

  /// Drops elements while `predicate` holds, then sends every element from the first that
  /// fails it.
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      var skipping = true
      return source.subscribe { event in
        switch event {
        case .next(let element):
          if skipping {
            do { skipping = try predicate(element) } catch {
              observer.onError(error)
              return
            }
          }
          if !skipping { observer.onNext(element) }
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
    }
  }
}
