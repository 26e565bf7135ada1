import Assertions
import Reactive
import ReactiveTesting
import Testing

/// `share`, `catch` (and so every `Driver` and `Signal`), `observe(on: MainScheduler)` and
/// `combineLatest` of a collection hand their elements on as they are (issue 27); these pin
/// down the behaviour that path must keep.
struct PlainElementPathTests {
  @Test func anErrorThrownAfterCatchEndsTheSequenceAndIsNotCaught() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.catchAndReturn(-1)
      .map { value -> Int in
        if value == 2 { throw TestError.boom }
        return value
      }
      .subscribe(
        onNext: { log.append("\($0)") }, onError: { log.append("error \($0)") },
        onCompleted: { log.append("completed") })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    assertEqual(log, ["1", "error boom"])
    #expect(!subject.hasObservers)
  }

  @Test func catchSwitchesToTheReplacementAndUnsubscribesTheSource() {
    let subject = PublishSubject<Int>()
    let replacement = PublishSubject<Int>()
    var values: [Int] = []
    _ = subject.catch { _ in replacement.asObservable() }.map { $0 * 10 }
      .subscribe(onNext: { values.append($0) })
    subject.onNext(1)
    subject.onError(TestError.boom)
    replacement.onNext(2)
    assertEqual(values, [10, 20])
    #expect(!subject.hasObservers)
    #expect(replacement.hasObservers)
  }

  @Test func aSharedChainSendsEachElementOnceToEverySubscriberInOrder() {
    let subject = PublishSubject<Int>()
    var mapped = 0
    let shared = subject.map { value -> Int in
      mapped += 1
      return value * 2
    }.share(replay: 1)
    var log: [String] = []
    let first = shared.subscribe(onNext: { log.append("first \($0)") })
    let second = shared.filter { $0 > 2 }.subscribe(onNext: { log.append("second \($0)") })
    subject.onNext(1)
    subject.onNext(2)
    first.dispose()
    subject.onNext(3)
    second.dispose()
    assertEqual(log, ["first 2", "first 4", "second 4", "second 6"])
    assertEqual(mapped, 3)
    #expect(!subject.hasObservers)
  }

  @Test func aSubscriberThatUnsubscribesWhileSharedElementsArriveStopsAtOnce() {
    let subject = PublishSubject<Int>()
    let shared = subject.share()
    var values: [Int] = []
    var subscription: Disposable?
    subscription = shared.subscribe(onNext: { value in
      values.append(value)
      subscription?.dispose()
    })
    subject.onNext(1)
    subject.onNext(2)
    assertEqual(values, [1])
    #expect(!subject.hasObservers)
  }

  @Test func aDriverOnAChainReplaysItsLatestElementToALateSubscriber() {
    let relay = BehaviorRelay(value: "a")
    let driver = relay.map { $0.uppercased() }.asDriver(onErrorJustReturn: "")
    var early: [String] = []
    var late: [String] = []
    let bag = DisposeBag()
    driver.drive(onNext: { early.append($0) }).disposed(by: bag)
    relay.accept("b")
    driver.drive(onNext: { late.append($0) }).disposed(by: bag)
    relay.accept("c")
    assertEqual(early, ["A", "B", "C"])
    assertEqual(late, ["B", "C"])
  }

  @Test func arraysKeptByASubscriberOfACollectionKeepTheirValues() {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    var kept: [[Int]] = []
    _ = Observable.combineLatest([a, b]).subscribe(onNext: { kept.append($0) })
    a.onNext(1)
    b.onNext(2)
    a.onNext(3)
    b.onNext(4)
    assertEqual(kept, [[1, 2], [3, 2], [3, 4]])
  }

  @Test func aCollectionFailsWithAResultSelectorsErrorAndUnsubscribes() {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    var log: [String] = []
    _ = Observable.combineLatest([a, b]) { values -> Int in
      if values[0] == 3 { throw TestError.boom }
      return values.reduce(0, +)
    }
    .subscribe(onNext: { log.append("\($0)") }, onError: { log.append("error \($0)") })
    a.onNext(1)
    b.onNext(2)
    a.onNext(3)
    assertEqual(log, ["3", "error boom"])
    #expect(!a.hasObservers && !b.hasObservers)
  }

  @Test func aCollectionCompletesOnlyWhenEverySourceHasCompleted() {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    var log: [String] = []
    _ = Observable.combineLatest([a, b])
      .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
    a.onCompleted()
    b.onNext(1)
    #expect(log.isEmpty)
    b.onCompleted()
    assertEqual(log, ["completed"])
  }

  @Test func anErrorThrownAfterObserveOnMainEndsTheSequence() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.observe(on: MainScheduler.instance)
      .map { value -> Int in
        if value == 2 { throw TestError.boom }
        return value
      }
      .subscribe(onNext: { log.append("\($0)") }, onError: { log.append("error \($0)") })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    assertEqual(log, ["1", "error boom"])
    #expect(!subject.hasObservers)
  }
}
