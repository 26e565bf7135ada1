import Assertions
import Reactive
import ReactiveTesting
import Testing

struct MapTests {
  @Test func mapTransformsEachElementAfterSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
    ])
    let res = scheduler.start { xs.map { $0 * 2 } }
    assertEqual(res.events, [.next(210, 4), .next(220, 6), .completed(300)])
    assertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  @Test func aThrowingTransformEndsTheSequenceWithItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start {
      xs.map { value -> Int in
        if value == 2 { throw TestError.boom }
        return value
      }
    }
    assertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    assertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  @Test func disposingStopsTheMapAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let res = scheduler.start(disposed: 300) { xs.map { $0 + 1 } }
    assertEqual(res.events, [.next(210, 2)])
    assertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  @Test func compactMapDropsNilResults() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(240),
    ])
    let res = scheduler.start { xs.compactMap { Int($0) } }
    assertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(240)])
  }

  @Test func filterKeepsOnlyMatchingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .error(250, TestError.boom),
    ])
    let res = scheduler.start { xs.filter { $0.isMultiple(of: 2) } }
    assertEqual(res.events, [.next(220, 2), .next(240, 4), .error(250, TestError.boom)])
  }
}
