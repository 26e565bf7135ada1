extension ObservableType {
  /// Transforms each element with `transform`; an error it throws ends the sequence with it.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    let source = asObservable()
    return Observable.create { observer in
      source.subscribe { event in
        switch event {
        case .next(let element):
          do {
            observer.onNext(try transform(element))
          } catch {
            observer.onError(error)
          }
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
    }
  }

  /// Transforms each element with `transform`, dropping the `nil` results.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Observable<Result>
  {
    let source = asObservable()
    return Observable.create { observer in
      source.subscribe { event in
        switch event {
        case .next(let element):
          do {
            if let result = try transform(element) { observer.onNext(result) }
          } catch {
            observer.onError(error)
          }
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
    }
  }
}
