import Assertions
import Reactive
import ReactiveTesting
import Scheduling
import Testing

struct TimerTests {
  @Test func intervalCountsOncePerPeriodUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let res = scheduler.start { Observable<Int>.interval(.milliseconds(100), scheduler: scheduler) }
    assertEqual(
      res.events,
      [
        .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4),
        .next(800, 5), .next(900, 6),
      ])
  }

  @Test func aOneShotTimerSendsZeroAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let res = scheduler.start { Observable<Int>.timer(.milliseconds(300), scheduler: scheduler) }
    assertEqual(res.events, [.next(500, 0), .completed(500)])
  }

  @Test func aPeriodicTimerStartsAfterItsDueTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let res = scheduler.start(disposed: 700) {
      Driver<Int>.timer(.milliseconds(50), period: .milliseconds(200), scheduler: scheduler)
    }
    assertEqual(res.events, [.next(250, 0), .next(450, 1), .next(650, 2)])
  }

  @Test func delayShiftsEveryEventButAnError() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
    let res = scheduler.start { xs.delay(.milliseconds(100), scheduler: scheduler) }
    assertEqual(res.events, [.next(310, 1), .next(350, 2), .completed(400)])

    let failing = TestScheduler(initialClock: 0, resolution: 0.001)
    let ys = failing.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let failed = failing.start { ys.delay(.milliseconds(100), scheduler: failing) }
    assertEqual(failed.events, [.error(250, TestError.boom)])
  }

  @Test func aLockoutCountdownInVirtualTime() {
    let scheduler = VirtualScheduler()
    var shown: [String] = []
    let subscription = Observable<Int>.interval(.seconds(60), scheduler: scheduler)
      .map { 4 - $0 }
      .startWith(5)
      .take(5)
      .map { "Try again in \($0) min" }
      .subscribe(onNext: { shown.append($0) })
    scheduler.advance(by: .seconds(300))
    assertEqual(shown.count, 5)
    assertEqual(shown.first, "Try again in 5 min")
    assertEqual(shown.last, "Try again in 1 min")
    assertEqual(scheduler.pendingCount, 0)
    subscription.dispose()
  }
}
