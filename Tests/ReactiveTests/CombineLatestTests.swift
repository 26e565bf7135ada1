import Assertions
import Reactive
import ReactiveTesting
import Testing

struct CombineLatestTests {
  @Test func emitsOnceBothHaveAValueThenOnEveryElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .completed(400),
    ])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(300)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)\($1)" } }
    assertEqual(
      res.events, [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(400)])
    assertEqual(xs.subscriptions, [Subscription(200, 400)])
    assertEqual(ys.subscriptions, [Subscription(200, 300)])
  }

  @Test func theTupleFormInfersItsElementFromTheSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.next(220, true)])
    let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0.0)-\($0.1)" } }
    assertEqual(res.events, [.next(220, "1-true"), .next(230, "2-true")])
  }

  @Test func theFirstErrorEndsItAndUnsubscribesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let ys = scheduler.createHotObservable([.next(220, 1), .next(260, 2)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    assertEqual(res.events, [.next(220, 2), .error(250, TestError.boom)])
    assertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  @Test func completesWhenASourceEndsEmptyAndTheOthersAreDone() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    assertEqual(res.events, [.completed(230)])
  }

  @Test func threeAndFourSourcesCombineTheirLatestElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(250, 5)])
    let b = scheduler.createHotObservable([.next(220, 2)])
    let c = scheduler.createHotObservable([.next(230, 3)])
    let d = scheduler.createHotObservable([.next(240, 4)])
    let three = scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
    assertEqual(three.events, [.next(230, 6), .next(250, 10)])

    let scheduler2 = TestScheduler(initialClock: 0)
    let a2 = scheduler2.createHotObservable([.next(210, 1), .next(250, 5)])
    let b2 = scheduler2.createHotObservable([.next(220, 2)])
    let c2 = scheduler2.createHotObservable([.next(230, 3)])
    let d2 = scheduler2.createHotObservable([.next(240, 4)])
    let four = scheduler2.start {
      Observable.combineLatest(a2, b2, c2, d2).map { [$0.0, $0.1, $0.2, $0.3] }
    }
    assertEqual(four.events, [.next(240, [1, 2, 3, 4]), .next(250, [5, 2, 3, 4])])
    _ = d
  }

  @Test func relaysAreAcceptedDirectlyAsSources() {
    let email = BehaviorRelay(value: "")
    let password = PublishRelay<String>()
    var received: [String] = []
    let subscription = Observable.combineLatest(email, password) { "\($0)/\($1)" }
      .subscribe(onNext: { received.append($0) })
    email.accept("a@b.c")
    password.accept("secret")
    email.accept("x@y.z")
    subscription.dispose()
    password.accept("ignored")
    assertEqual(received, ["a@b.c/secret", "x@y.z/secret"])
  }

  @Test func withLatestFromDropsElementsBeforeTheSecondHasAValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([
      .next(210, ()), .next(230, ()), .next(250, ()), .completed(300),
    ])
    let text = scheduler.createHotObservable([
      .next(220, "a"), .next(240, "ab"), .completed(245),
    ])
    let res = scheduler.start { taps.withLatestFrom(text) }
    assertEqual(res.events, [.next(230, "a"), .next(250, "ab"), .completed(300)])
  }

  @Test func withLatestFromCombinesWithItsResultSelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2)])
    let ys = scheduler.createHotObservable([.next(210, 10), .next(230, 20)])
    let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
    assertEqual(res.events, [.next(220, 11), .next(240, 22)])
  }

  @Test func withLatestFromFailsWhenTheSecondFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1)])
    let ys = scheduler.createHotObservable([.next(210, 10), .error(230, TestError.boom)])
    let res = scheduler.start { xs.withLatestFrom(ys) }
    assertEqual(res.events, [.next(220, 10), .error(230, TestError.boom)])
    assertEqual(xs.subscriptions, [Subscription(200, 230)])
  }
}

struct CombineLatestCollectionTests {
  @Test func aCollectionOfSourcesCombinesIntoArrays() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let c = scheduler.createHotObservable([.next(230, 3), .completed(260)])
    let res = scheduler.start { Observable.combineLatest([a, b, c]) }
    assertEqual(res.events, [.next(230, [1, 2, 3]), .next(240, [4, 2, 3]), .completed(300)])
    assertEqual(b.subscriptions, [Subscription(200, 250)])
  }

  @Test func relaysCombineWithAResultSelector() {
    let fields = [BehaviorRelay(value: "a"), BehaviorRelay(value: "")]
    var allFilled: [Bool] = []
    _ = Observable.combineLatest(fields) { $0.allSatisfy { !$0.isEmpty } }
      .subscribe(onNext: { allFilled.append($0) })
    fields[1].accept("b")
    assertEqual(allFilled, [false, true])
  }

  @Test func anEmptyCollectionCompletesAtOnce() {
    var log: [String] = []
    _ = Observable.combineLatest([Observable<Int>]())
      .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
    assertEqual(log, ["completed"])
  }
}
