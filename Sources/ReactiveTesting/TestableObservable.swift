import Reactive

/// An observable that plays recorded events on a `TestScheduler` and records its
/// subscriptions.
public class TestableObservable<Element>: ObservableType {
  /// The scheduler the events play on.
  public let scheduler: TestScheduler
  /// The events it plays.
  public let recordedEvents: [Recorded<Event<Element>>]
  /// Every subscription so far, with its start and end ticks.
  public internal(set) var subscriptions: [Subscription] = []

  init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    self.scheduler = scheduler
    self.recordedEvents = recordedEvents
  }

  /// Subscribes `observer`; subclasses play the events.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    fatalError("abstract")
  }

  /// Records a subscription starting now and returns a disposable that records its end.
  func recordSubscription(onDispose: @escaping () -> Void) -> Disposable {
    let index = subscriptions.count
    subscriptions.append(Subscription(scheduler.clock))
    return Disposables.create { [weak self] in
      guard let self else { return }
      self.subscriptions[index] = Subscription(
        self.subscriptions[index].subscribe, self.scheduler.clock)
      onDispose()
    }
  }
}

/// Sends its events at their absolute ticks to whoever is subscribed then.
final class HotObservable<Element>: TestableObservable<Element> {
  private var observers: [Int: AnyObserver<Element>] = [:]
  private var nextKey = 0

  override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(scheduler: scheduler, recordedEvents: recordedEvents)
    for recorded in recordedEvents {
      scheduler.scheduleAt(recorded.time) { [weak self] in
        guard let self else { return }
        for key in self.observers.keys.sorted() { self.observers[key]?.on(recorded.value) }
      }
    }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let key = nextKey
    nextKey += 1
    observers[key] = AnyObserver(observer)
    return recordSubscription { [weak self] in self?.observers[key] = nil }
  }
}

/// Sends its events to each subscription at their ticks counted from the subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    var isActive = true
    let start = scheduler.clock
    for recorded in recordedEvents {
      scheduler.scheduleAt(start + recorded.time) {
        if isActive { observer.on(recorded.value) }
      }
    }
    return recordSubscription { isActive = false }
  }
}
