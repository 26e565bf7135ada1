import Assertions
import Reactive
import ReactiveTesting
import Scheduling
import Testing

struct DebounceTests {
  @Test func sendsAnElementOnlyAfterAQuietPeriod() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(250, 3), .next(260, 4), .completed(400),
    ])
    let res = scheduler.start { xs.debounce(.milliseconds(20), scheduler: scheduler) }
    assertEqual(res.events, [.next(240, 2), .next(280, 4), .completed(400)])
  }

  @Test func completionFlushesThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
    let res = scheduler.start { xs.debounce(.milliseconds(20), scheduler: scheduler) }
    assertEqual(res.events, [.next(215, 1), .completed(215)])
  }

  @Test func anErrorDropsThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(215, TestError.boom)])
    let res = scheduler.start { xs.debounce(.milliseconds(20), scheduler: scheduler) }
    assertEqual(res.events, [.error(215, TestError.boom)])
  }

  @Test func disposingCancelsThePendingElement() {
    let scheduler = VirtualScheduler()
    let text = PublishRelay<String>()
    var received: [String] = []
    let subscription = text.debounce(.milliseconds(250), scheduler: scheduler)
      .subscribe(onNext: { received.append($0) })
    text.accept("ip")
    scheduler.advance(by: .milliseconds(100))
    text.accept("iph")
    scheduler.advance(by: .milliseconds(249))
    assertEqual(received, [])
    scheduler.advance(by: .milliseconds(1))
    assertEqual(received, ["iph"])
    text.accept("ipho")
    subscription.dispose()
    scheduler.advance(by: .seconds(1))
    assertEqual(received, ["iph"])
    assertEqual(scheduler.pendingCount, 0)
  }
}
