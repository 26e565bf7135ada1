import Assertions
import Reactive
import ReactiveTesting
import Testing

/// `reduce`, `toArray`, `ignoreElements`, `take(while:)` and `skip(while:)` as RxSwift
/// tutorials use them, in marble tests.
struct AggregatesTests {
  enum Boom: Error { case boom }

  @Test func reduceSendsTheTotalWhenTheSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let prices = scheduler.createHotObservable([
      .next(210, 3), .next(220, 4), .next(230, 5), .completed(300),
    ])
    let res = scheduler.start { prices.reduce(0, accumulator: +) }
    assertEqual(res.events, [.next(300, 12), .completed(300)])
  }

  @Test func reduceCanMapTheTotal() {
    let scheduler = TestScheduler(initialClock: 0)
    let prices = scheduler.createColdObservable([.next(10, 3), .next(20, 4), .completed(30)])
    let res = scheduler.start {
      prices.asObservable().reduce(0, accumulator: +, mapResult: { "Total: \($0)" })
    }
    assertEqual(res.events, [.next(230, "Total: 7"), .completed(230)])
  }

  @Test func toArrayCollectsEveryElementIntoOneSingle() {
    var collected: [[String]] = []
    _ = Observable.of("a", "b", "c").toArray().subscribe(onSuccess: { collected.append($0) })
    assertEqual(collected, [["a", "b", "c"]])
  }

  @Test func ignoreElementsOnlyPassesTheEnd() {
    var completed = 0
    var failed = 0
    _ = Observable.of(1, 2).ignoreElements().subscribe(onCompleted: { completed += 1 })
    _ = Observable<Int>.error(Boom.boom).ignoreElements()
      .subscribe(onCompleted: {}, onError: { _ in failed += 1 })
    #expect(completed == 1 && failed == 1)
  }

  @Test func takeWhileCompletesAtTheFirstFailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 10), .next(240, 3), .completed(300),
    ])
    let res = scheduler.start { xs.take(while: { $0 < 5 }) }
    assertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
  }

  @Test func skipWhileStartsAtTheFirstFailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 10), .next(230, 2), .completed(300),
    ])
    let res = scheduler.start { xs.skip(while: { $0 < 5 }) }
    assertEqual(res.events, [.next(220, 10), .next(230, 2), .completed(300)])
  }
}
