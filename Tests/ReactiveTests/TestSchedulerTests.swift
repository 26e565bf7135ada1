import Assertions
import Reactive
import ReactiveTesting
import Scheduling
import Testing

struct TestSchedulerTests {
  @Test func startCreatesAt100SubscribesAt200AndDisposesAt1000() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    var createdAt: TestTime?
    let xs = scheduler.createHotObservable([.next(500, 1), .next(1001, 2)])
    let res = scheduler.start { () -> TestableObservable<Int> in
      createdAt = scheduler.clock
      return xs
    }
    assertEqual(createdAt, 100)
    assertEqual(res.events, [.next(500, 1)])
    assertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  @Test func coldObservablesCountTimeFromEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
    scheduler.scheduleAt(150) { _ = xs.subscribe(second) }
    scheduler.start()
    assertEqual(first.events, [.next(110, "a"), .completed(120)])
    assertEqual(second.events, [.next(160, "a"), .completed(170)])
    assertEqual(xs.subscriptions, [Subscription(100), Subscription(150)])
  }

  @Test func oneTickIsOneMillisecondOfSchedulerTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    var ranAt: [TestTime] = []
    scheduler.schedule(after: .milliseconds(30)) { ranAt.append(scheduler.clock) }
    scheduler.advanceTo(20)
    #expect(ranAt.isEmpty)
    assertEqual(scheduler.now, .milliseconds(20))
    scheduler.advanceTo(30)
    assertEqual(ranAt, [30])
  }

  @Test func workScheduledNowRunsOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    var ranAt: [TestTime] = []
    scheduler.scheduleAt(10) {
      scheduler.schedule(after: .zero) { ranAt.append(scheduler.clock) }
    }
    scheduler.start()
    assertEqual(ranAt, [11])
  }

  @Test func cancellingAScheduledActionKeepsItFromRunning() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    var ran = false
    let cancellable = scheduler.schedule(after: .milliseconds(5)) { ran = true }
    cancellable.cancel()
    scheduler.start()
    assertEqual(ran, false)
  }

  @Test func recordedEventsCompareTimeAndValue() {
    let a: [Recorded<Event<Int>>] = [.next(210, 4), .completed(300)]
    assertEqual(a, [.next(210, 4), .completed(300)])
    #expect(a != [.next(211, 4), .completed(300)])
    #expect(a != [.next(210, 5), .completed(300)])
    let failure: Recorded<Event<Int>> = .error(300, TestError.boom)
    assertEqual(failure, .error(300, TestError.boom))
    #expect(failure != .error(300, TestError.other))
    assertEqual(String(reflecting: Recorded<Event<Int>>.next(210, 4)), "next(4) @ 210")
  }
}
