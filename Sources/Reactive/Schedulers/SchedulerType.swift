import Scheduling

/// RxSwift's name for a scheduler that operators and view models are given: here it is the
/// project's `Scheduler`, so `init(scheduler: SchedulerType = MainScheduler.instance)` from a
/// tutorial compiles unchanged and tests pass a `TestScheduler` or `VirtualScheduler`.
public typealias SchedulerType = Scheduler

/// RxSwift's scheduler that only runs work "now": every `Scheduler` can.
public typealias ImmediateSchedulerType = Scheduler

extension ObservableType {
  /// Sends every event through `scheduler`: each one is scheduled to run "now" on it, in the
  /// order they arrived (on a `TestScheduler`, one tick later, as in RxTest).
  ///
  /// `observe(on: MainScheduler.instance)` has its own overload: it delivers on the main thread.
  public func observe(on scheduler: any SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      var waiting: [Int: Cancellable] = [:]
      var nextKey = 0
      let subscription = source.subscribe { event in
        let key = nextKey
        nextKey += 1
        waiting[key] = scheduler.schedule(after: .zero) {
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

  /// Subscribes to this sequence (runs its subscription work) on `scheduler`: the subscription
  /// is scheduled to run "now" there; disposing before it ran cancels it.
  public func subscribe(on scheduler: any SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      let serial = SerialDisposable()
      let pending = scheduler.schedule(after: .zero) {
        serial.disposable = source.subscribe(observer)
      }
      return Disposables.create {
        pending.cancel()
        serial.dispose()
      }
    }
  }

  /// RxSwift 5's name for `observe(on:)`.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: any SchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }

  /// RxSwift 5's name for `subscribe(on:)`.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: any SchedulerType) -> Observable<Element> {
    subscribe(on: scheduler)
  }
}
