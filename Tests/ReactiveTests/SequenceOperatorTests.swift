import Assertions
import Reactive
import ReactiveTesting
import Testing

struct SequenceOperatorTests {
  @Test func startWithSendsItsElementsAtSubscriptionFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 3), .completed(220)])
    let res = scheduler.start { xs.startWith(1, 2) }
    assertEqual(res.events, [.next(200, 1), .next(200, 2), .next(210, 3), .completed(220)])
  }

  @Test func scanSendsEachRunningTotal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let res = scheduler.start { xs.scan(10) { $0 + $1 } }
    assertEqual(res.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(240)])
  }

  @Test func scanIntoMutatesTheTotalInPlace() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
    let res = scheduler.start { xs.scan(into: [String]()) { $0.append($1) } }
    assertEqual(res.events, [.next(210, ["a"]), .next(220, ["a", "b"])])
  }

  @Test func skipDropsTheFirstElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let res = scheduler.start { xs.skip(2) }
    assertEqual(res.events, [.next(230, 3), .completed(240)])
  }

  @Test func takeCompletesAfterItsCountAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let res = scheduler.start { xs.take(2) }
    assertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
    assertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  @Test func takeZeroCompletesAtOnceWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let res = scheduler.start { xs.take(0) }
    assertEqual(res.events, [.completed(200)])
    #expect(xs.subscriptions.isEmpty)
  }

  @Test func doRunsSideEffectsAroundEachEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    var log: [String] = []
    let res = scheduler.start {
      xs.do(
        onNext: { log.append("next \($0)") }, afterNext: { log.append("after \($0)") },
        onCompleted: { log.append("completed") }, onSubscribe: { log.append("subscribe") },
        onSubscribed: { log.append("subscribed") }, onDispose: { log.append("dispose") })
    }
    assertEqual(res.events, [.next(210, 1), .completed(220)])
    assertEqual(log, ["subscribe", "subscribed", "next 1", "after 1", "completed", "dispose"])
  }

  @Test func catchAndReturnReplacesAnErrorWithAnElementAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.catchAndReturn(-1) }
    assertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
  }

  @Test func catchContinuesWithTheHandlersSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
    let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
    assertEqual(res.events, [.next(210, 1), .next(230, 7), .completed(240)])
    assertEqual(ys.subscriptions, [Subscription(220, 240)])
  }
}
