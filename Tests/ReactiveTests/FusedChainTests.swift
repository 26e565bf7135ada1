import Assertions
import Reactive
import ReactiveTesting
import Testing

/// `map`, `compactMap`, `filter` and `distinctUntilChanged` applied one after another run as
/// one operator; these check that the chain behaves exactly like one operator per stage.
struct FusedChainTests {
  @Test func aChainSubscribesOnceAndKeepsEveryStagesMeaning() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "1"), .next(220, "x"), .next(230, "2"), .next(240, "4"), .next(250, "6"),
      .completed(300),
    ])
    let res = scheduler.start {
      xs.compactMap { Int($0) }.map { $0 / 2 }.filter { $0 < 3 }.distinctUntilChanged()
    }
    assertEqual(res.events, [.next(210, 0), .next(230, 1), .next(240, 2), .completed(300)])
    assertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  @Test func anErrorThrownByALaterStageEndsTheChainAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    var transformed: [Int] = []
    let res = scheduler.start {
      xs.map { value -> Int in
        transformed.append(value)
        return value * 10
      }
      .filter { value in
        if value == 20 { throw TestError.boom }
        return true
      }
    }
    assertEqual(res.events, [.next(210, 10), .error(220, TestError.boom)])
    assertEqual(transformed, [1, 2])
    assertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  @Test func eachSubscriptionOfAChainHasItsOwnState() {
    let subject = PublishSubject<Int>()
    let distinct = subject.map { $0 % 10 }.distinctUntilChanged()
    var first: [Int] = []
    var second: [Int] = []
    _ = distinct.subscribe(onNext: { first.append($0) })
    subject.onNext(1)
    subject.onNext(11)
    _ = distinct.subscribe(onNext: { second.append($0) })
    subject.onNext(21)
    subject.onNext(2)
    assertEqual(first, [1, 2])
    assertEqual(second, [1, 2])
  }

  @Test func extendingAChainLeavesTheShorterChainAsItWas() {
    let subject = PublishSubject<Int>()
    let doubled = subject.map { $0 * 2 }
    let big = doubled.filter { $0 > 4 }
    var fromDoubled: [Int] = []
    var fromBig: [Int] = []
    _ = doubled.subscribe(onNext: { fromDoubled.append($0) })
    _ = big.subscribe(onNext: { fromBig.append($0) })
    subject.onNext(1)
    subject.onNext(3)
    assertEqual(fromDoubled, [2, 6])
    assertEqual(fromBig, [6])
  }
}
