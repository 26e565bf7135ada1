import Assertions
import Reactive
import ReactiveTesting
import Testing

struct DistinctUntilChangedTests {
  @Test func dropsConsecutiveDuplicatesOnly() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .next(250, 1),
      .completed(260),
    ])
    let res = scheduler.start { xs.distinctUntilChanged() }
    assertEqual(res.events, [.next(210, 1), .next(230, 2), .next(240, 1), .completed(260)])
  }

  @Test func byKeyComparesTheKeys() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .completed(240),
    ])
    let res = scheduler.start { xs.distinctUntilChanged { $0.first } }
    assertEqual(res.events, [.next(210, "apple"), .next(230, "banana"), .completed(240)])
  }

  @Test func withAComparerUsesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 6),
    ])
    let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) < 2 } }
    assertEqual(res.events, [.next(210, 1), .next(230, 5)])
  }

  @Test func atAKeyPathComparesThatProperty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "ab"), .next(220, "cd"), .next(230, "efg"),
    ])
    let res = scheduler.start { xs.distinctUntilChanged(at: \.count) }
    assertEqual(res.events, [.next(210, "ab"), .next(230, "efg")])
  }
}
