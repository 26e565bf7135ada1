import Assertions
import Reactive
import ReactiveTesting
import Testing

struct MergeFlatMapTests {
  @Test func mergeInterleavesAndCompletesWhenAllComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
    assertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
  }

  @Test func mergeOfAnArrayFailsOnTheFirstError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let ys = scheduler.createHotObservable([.next(230, 2)])
    let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
    assertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    assertEqual(ys.subscriptions, [Subscription(200, 220)])
  }

  @Test func flatMapMergesEveryInnerSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start {
      xs.flatMap { value in
        scheduler.createColdObservable([
          .next(5, value * 10), .next(30, value * 100), .completed(40),
        ])
      }
    }
    assertEqual(
      res.events,
      [
        .next(215, 10), .next(225, 20), .next(240, 100), .next(250, 200), .completed(260),
      ])
  }

  @Test func flatMapLatestSwitchesToTheNewestInnerSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    var inners: [TestableObservable<Int>] = []
    let res = scheduler.start {
      xs.flatMapLatest { value -> TestableObservable<Int> in
        let inner = scheduler.createColdObservable([
          .next(5, value * 10), .next(30, value * 100), .completed(40),
        ])
        inners.append(inner)
        return inner
      }
    }
    assertEqual(res.events, [.next(215, 10), .next(225, 20), .next(250, 200), .completed(260)])
    assertEqual(inners.map(\.subscriptions), [[Subscription(210, 220)], [Subscription(220, 260)]])
  }

  @Test func instanceMergeFlattensASequenceOfSequences() {
    var received: [Int] = []
    _ = Observable.of(Observable.of(1, 2), Observable.just(3)).merge()
      .subscribe(onNext: { received.append($0) })
    assertEqual(received, [1, 2, 3])
  }
}
