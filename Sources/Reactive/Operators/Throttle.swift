import Scheduling

extension ObservableType {
  /// Sends the first element at once, then at most one element per `dueTime` on `scheduler`:
  /// with `latest`, the last element that arrived during the wait is sent when it ends; without,
  /// elements arriving during the wait are dropped.
  ///
  /// On completion, a held element is sent when its wait ends, then the completion.
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any Scheduler
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      var lastSentTime: Duration?
      var held: Element?
      var completed = false
      var timer: Cancellable?
      let sendNow = { (element: Element) in
        held = nil
        timer?.cancel()
        timer = nil
        observer.onNext(element)
        lastSentTime = scheduler.now
      }
      let subscription = source.subscribe { event in
        switch event {
        case .next(let element):
          let now = scheduler.now
          let wait = lastSentTime.map { dueTime - (now - $0) } ?? .zero
          if wait <= .zero {
            sendNow(element)
            return
          }
          guard latest else { return }
          let inFlight = held != nil
          held = element
          if inFlight { return }
          timer = scheduler.schedule(after: wait) {
            timer = nil
            if let element = held { sendNow(element) }
            if completed { observer.onCompleted() }
          }
        case .error(let error):
          held = nil
          observer.onError(error)
        case .completed:
          if held != nil {
            completed = true
          } else {
            observer.onCompleted()
          }
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

extension SharedSequenceConvertibleType {
  /// Sends the first element at once, then at most one element per `dueTime` on `scheduler`
  /// (see `ObservableType.throttle(_:latest:scheduler:)`).
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any Scheduler
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
  }
}
