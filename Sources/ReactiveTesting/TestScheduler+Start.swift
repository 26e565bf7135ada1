import Reactive

extension TestScheduler {
  /// A hot observable: it sends `events` at their absolute times, to whoever is subscribed.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    HotObservable(scheduler: self, recordedEvents: events)
  }

  /// A cold observable: each subscription receives `events` at their times counted from the
  /// moment it subscribed.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    ColdObservable(scheduler: self, recordedEvents: events)
  }

  /// An observer that records every event with the tick it arrived at.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
  /// runs the scheduler, and returns what the subscription recorded.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime,
    create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    var source: Observable<Element>?
    var subscription: Disposable?
    let observer = createObserver(Element.self)
    scheduleAt(created) { source = create().asObservable() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// `start(created: 100, subscribed: 200, disposed: disposed, create: create)`.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
      create: create)
  }

  /// `start(created: 100, subscribed: 200, disposed: 1000, create: create)`.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    _ create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
      create: create)
  }
}
