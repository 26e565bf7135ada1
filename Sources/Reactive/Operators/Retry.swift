extension ObservableType {
  /// On error, subscribes again, for ever, until the sequence completes without error.
  public func retry() -> Observable<Element> {
    retry(Int.max)
  }

  /// Subscribes at most `maxAttemptCount` times in all: on error, subscribes again while
  /// attempts remain, then lets the last error through. `retry(1)` is no retry at all.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      let serial = SerialDisposable()
      var attempts = 0
      var resubscribe: (() -> Void)?
      var running = false
      var again = false
      resubscribe = {
        // A synchronous failure inside `subscribe` loops here instead of recursing.
        again = true
        guard !running else { return }
        running = true
        while again, !serial.isDisposed {
          again = false
          attempts += 1
          let attempt = attempts
          serial.disposable = source.subscribe { event in
            if case .error = event, attempt < maxAttemptCount {
              resubscribe?()
            } else {
              observer.on(event)
            }
          }
        }
        running = false
      }
      resubscribe?()
      return Disposables.create {
        serial.dispose()
        resubscribe = nil
      }
    }
  }

  /// On error, hands the error to the sequence `notificationHandler` built from all errors:
  /// when that sequence sends an element, subscribes again; when it fails or completes, so does
  /// the result.
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(notifying: notificationHandler)
  }

  /// On error, subscribes again each time the sequence `notificationHandler` builds from all
  /// errors sends an element (the form for a closure that does not name the error type).
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(notifying: notificationHandler)
  }

  private func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    notifying notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      let errors = PublishSubject<Error>()
      let attempt = SerialDisposable()
      var subscribeSource: (() -> Void)?
      subscribeSource = {
        attempt.disposable = source.subscribe { event in
          switch event {
          case .next: observer.on(event)
          case .completed: observer.on(event)
          case .error(let error):
            guard let typed = error as? Error else { return observer.onError(error) }
            errors.onNext(typed)
          }
        }
      }
      let triggers = notificationHandler(errors.asObservable()).subscribe { event in
        switch event {
        case .next: subscribeSource?()
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
      subscribeSource?()
      return Disposables.create {
        attempt.dispose()
        triggers.dispose()
        subscribeSource = nil
      }
    }
  }

  /// RxSwift 5's name for `retry(when:)`.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }
}
