import Assertions
import Reactive
import ReactiveTesting
import Testing

struct ShareTests {
  @Test func shareSubscribesToTheSourceOnceForAllSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let shared = xs.share()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
    scheduler.scheduleAt(215) { _ = shared.subscribe(second) }
    scheduler.start()
    assertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
    assertEqual(second.events, [.next(220, 2), .completed(230)])
    assertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  @Test func replayOneGivesALateSubscriberTheLatestElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let shared = xs.share(replay: 1)
    let first = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
    scheduler.scheduleAt(230) { _ = shared.subscribe(late) }
    scheduler.start()
    assertEqual(late.events, [.next(230, 2), .next(240, 3)])
    assertEqual(xs.subscriptions, [Subscription(200)])
  }

  @Test func whileConnectedDisconnectsWithTheLastSubscriberAndForgetsTheReplay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let shared = xs.share(replay: 1, scope: .whileConnected)
    let first = scheduler.createObserver(Int.self)
    let again = scheduler.createObserver(Int.self)
    var subscription: Disposable?
    scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
    scheduler.scheduleAt(220) { subscription?.dispose() }
    scheduler.scheduleAt(230) { _ = shared.subscribe(again) }
    scheduler.start()
    assertEqual(first.events, [.next(210, 1)])
    assertEqual(again.events, [.next(240, 2)])
    assertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230)])
  }

  @Test func foreverKeepsTheReplayAcrossConnections() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let shared = xs.share(replay: 1, scope: .forever)
    let first = scheduler.createObserver(Int.self)
    let again = scheduler.createObserver(Int.self)
    var subscription: Disposable?
    scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
    scheduler.scheduleAt(220) { subscription?.dispose() }
    scheduler.scheduleAt(230) { _ = shared.subscribe(again) }
    scheduler.start()
    assertEqual(again.events, [.next(230, 1), .next(240, 2)])
  }

  @Test func whileConnectedResubscribesAfterTheSourceCompletes() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return Observable.just(subscriptions)
    }.share(replay: 1)
    var received: [Int] = []
    _ = source.subscribe(onNext: { received.append($0) })
    _ = source.subscribe(onNext: { received.append($0) })
    assertEqual(received, [1, 2])
  }
}
