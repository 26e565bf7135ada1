extension ObservableType {
  /// Pairs each element with `obj`, held weakly; once `obj` is gone, the sequence completes.
  ///
  /// `viewModel.title.withUnretained(self).subscribe(onNext: { owner, title in … })`.
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Observable<Out> {
    let source = asObservable()
    return Observable.create { [weak obj] observer in
      source.subscribe { event in
        switch event {
        case .next(let element):
          if let obj {
            observer.onNext(resultSelector(obj, element))
          } else {
            observer.onCompleted()
          }
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
    }
  }

  /// Pairs each element with `obj`, held weakly; once `obj` is gone, the sequence completes.
  public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
    withUnretained(obj) { ($0, $1) }
  }
}
