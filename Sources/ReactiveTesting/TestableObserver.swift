import Reactive

/// An observer that records every event with the tick it arrived at.
public final class TestableObserver<Element>: ObserverType {
  /// The scheduler whose clock stamps the events.
  public let scheduler: TestScheduler
  /// Every event received, in order, with its tick.
  public private(set) var events: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Records `event` at the scheduler's current tick.
  public func on(_ event: Event<Element>) {
    events.append(Recorded(time: scheduler.clock, value: event))
  }
}
