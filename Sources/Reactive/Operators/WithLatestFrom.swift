extension ObservableType {
  /// For each element, combines it with `second`'s latest element using `resultSelector`;
  /// elements that come before `second` has sent anything are dropped.
  ///
  /// Completes when this sequence completes; `second`'s errors end it too.
  @inlinable
  public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
    _ second: Source,
    resultSelector: @escaping (Element, Source.Element) throws -> ResultType
  ) -> Observable<ResultType> {
    let first = asObservable()
    let second = second.asObservable()
    return Observable.create { observer in
      var latest: Source.Element?
      let secondSubscription = SerialDisposable()
      secondSubscription.disposable = second.subscribe { event in
        switch event {
        case .next(let element): latest = element
        case .error(let error): observer.onError(error)
        case .completed: secondSubscription.dispose()
        }
      }
      let firstSubscription = first.subscribe { event in
        switch event {
        case .next(let element):
          guard let latest else { return }
          do {
            observer.onNext(try resultSelector(element, latest))
          } catch {
            observer.onError(error)
          }
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
      return Disposables.create(firstSubscription, secondSubscription)
    }
  }

  /// For each element, sends `second`'s latest element instead.
  @inlinable
  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
    -> Observable<Source.Element>
  {
    withLatestFrom(second) { $1 }
  }
}
