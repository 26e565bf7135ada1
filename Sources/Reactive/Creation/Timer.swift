import Scheduling

/// The integer types `interval` and `timer` count in, as RxSwift names them.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
  /// Sends 0, 1, 2… one every `period` on `scheduler`, starting one period after subscribing;
  /// never completes.
  public static func interval(_ period: RxTimeInterval, scheduler: any Scheduler)
    -> Observable<Element>
  {
    timer(period, period: period, scheduler: scheduler)
  }

  /// Sends 0 after `dueTime` on `scheduler`, then, with a `period`, 1, 2… one every period;
  /// without a period it completes after the 0.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any Scheduler
  ) -> Observable<Element> {
    Observable.create { observer in
      var pending: Cancellable?
      let count = Cell<Element>(0)
      var tick: (@MainActor () -> Void)?
      tick = {
        observer.onNext(count.value)
        count.value += 1
        if let period {
          pending = scheduler.schedule(after: period) { tick?() }
        } else {
          observer.onCompleted()
        }
      }
      pending = scheduler.schedule(after: dueTime) { tick?() }
      return Disposables.create {
        pending?.cancel()
        pending = nil
        tick = nil
      }
    }
  }
}

extension ObservableType {
  /// Sends every event `dueTime` later on `scheduler` (an error at once, dropping what is
  /// still waiting).
  public func delay(_ dueTime: RxTimeInterval, scheduler: any Scheduler) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      var waiting: [Int: Cancellable] = [:]
      var nextKey = 0
      let subscription = source.subscribe { event in
        if case .error = event {
          for cancellable in waiting.values { cancellable.cancel() }
          waiting = [:]
          observer.on(event)
          return
        }
        let key = nextKey
        nextKey += 1
        waiting[key] = scheduler.schedule(after: dueTime) {
          waiting[key] = nil
          observer.on(event)
        }
      }
      return Disposables.create {
        subscription.dispose()
        for cancellable in waiting.values { cancellable.cancel() }
        waiting = [:]
      }
    }
  }
}

extension SharedSequence where Element: RxAbstractInteger {
  /// Sends 0, 1, 2… one every `period` on `scheduler`.
  public static func interval(_ period: RxTimeInterval, scheduler: any Scheduler)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.interval(period, scheduler: scheduler))
  }

  /// Sends 0 after `dueTime`, then one more every `period` if given.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any Scheduler
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.timer(dueTime, period: period, scheduler: scheduler))
  }
}

extension SharedSequenceConvertibleType {
  /// Sends every element `dueTime` later on `scheduler`.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any Scheduler)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().delay(dueTime, scheduler: scheduler))
  }
}
