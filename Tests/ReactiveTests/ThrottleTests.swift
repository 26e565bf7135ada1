import Assertions
import Reactive
import ReactiveTesting
import Testing

struct ThrottleTests {
  private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .next(300, 5),
      .completed(400),
    ])
  }

  @Test func sendsTheFirstAtOnceThenTheLatestAtTheEndOfEachWait() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = source(scheduler)
    let res = scheduler.start { xs.throttle(.milliseconds(40), scheduler: scheduler) }
    assertEqual(
      res.events,
      [
        .next(210, 1), .next(250, 3), .next(290, 4), .next(330, 5), .completed(400),
      ])
  }

  @Test func withoutLatestDropsWhatArrivesDuringTheWait() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = source(scheduler)
    let res = scheduler.start {
      xs.throttle(.milliseconds(40), latest: false, scheduler: scheduler)
    }
    assertEqual(res.events, [.next(210, 1), .next(260, 4), .next(300, 5), .completed(400)])
  }

  @Test func completionWaitsForTheHeldElement() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.throttle(.milliseconds(40), scheduler: scheduler) }
    assertEqual(res.events, [.next(210, 1), .next(250, 2), .completed(250)])
  }

  @Test func aThrottledDriverStaysADriver() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let taps = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
    let res = scheduler.start {
      taps.asDriver(onErrorJustReturn: "").throttle(.milliseconds(100), scheduler: scheduler)
    }
    assertEqual(res.events, [.next(210, "a"), .next(310, "b")])
  }

  @Test func mainSchedulerCodeCompilesAndObserveOnItChangesNothing() {
    var received: [Int] = []
    _ = Observable.of(1, 2)
      .observe(on: MainScheduler.instance)
      .subscribe(on: MainScheduler.instance)
      .subscribe(onNext: { received.append($0) })
    assertEqual(received, [1, 2])
    let debounced: Observable<Int> = Observable.just(1)
      .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    _ = debounced
  }
}
