import Scheduling

/// A time interval, as RxSwift calls it: here a `Duration`, so `.milliseconds(250)` reads the
/// same.
public typealias RxTimeInterval = Duration

extension ObservableType {
  /// Sends an element only once `dueTime` has passed on `scheduler` without a newer one.
  ///
  /// On completion, a pending element is sent at once, then the completion; on error, the
  /// pending element is dropped.
  @inlinable
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any Scheduler)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable.create { observer in
      var pending: Element?
      var timer: Cancellable?
      let subscription = source.subscribe { event in
        switch event {
        case .next(let element):
          timer?.cancel()
          pending = element
          timer = scheduler.schedule(after: dueTime) {
            timer = nil
            if let value = pending {
              pending = nil
              observer.onNext(value)
            }
          }
        case .error(let error):
          timer?.cancel()
          pending = nil
          observer.onError(error)
        case .completed:
          timer?.cancel()
          if let value = pending {
            pending = nil
            observer.onNext(value)
          }
          observer.onCompleted()
        }
      }
      return Disposables.create {
        subscription.dispose()
        timer?.cancel()
        timer = nil
      }
    }
  }
}
