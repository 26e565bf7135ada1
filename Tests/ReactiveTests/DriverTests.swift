import Assertions
import Reactive
import ReactiveTesting
import Testing

struct DriverTests {
  @Test func asDriverOnErrorJustReturnReplacesTheErrorAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
    assertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
  }

  @Test func asDriverOnErrorDriveWithEmptyJustCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.asDriver(onErrorDriveWith: .empty()) }
    assertEqual(res.events, [.next(210, 1), .completed(220)])
  }

  @Test func asDriverOnErrorRecoverUsesTheReturnedDriver() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(220, TestError.boom)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.asDriver(onErrorRecover: { _ in Driver.just(7) }) }
    assertEqual(res.events, [.next(220, 7), .completed(220)])
  }

  @Test func aDriverSharesOneSubscriptionAndReplaysTheLatestElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let driver = xs.asDriver(onErrorJustReturn: 0)
    let first = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = driver.drive(first) }
    scheduler.scheduleAt(230) { _ = driver.drive(late) }
    scheduler.start()
    assertEqual(first.events, [.next(210, 1), .next(220, 2), .next(240, 3)])
    assertEqual(late.events, [.next(230, 2), .next(240, 3)])
    assertEqual(xs.subscriptions, [Subscription(200)])
  }

  @Test func operatorsOnADriverKeepItADriver() {
    let relay = BehaviorRelay(value: 1)
    let doubled: Driver<Int> = relay.asDriver().map { $0 * 2 }
    let evens: Driver<Int> = doubled.filter { $0 > 2 }.distinctUntilChanged().startWith(0)
    var received: [Int] = []
    _ = evens.drive(onNext: { received.append($0) })
    relay.accept(2)
    relay.accept(2)
    relay.accept(3)
    assertEqual(received, [0, 4, 6])
  }

  @Test func driveSendsElementsToObserversAndRelays() {
    let relay = BehaviorRelay(value: "")
    let optional = BehaviorRelay<String?>(value: nil)
    let driver = Driver.of("a", "b")
    _ = driver.drive(relay)
    _ = driver.drive(optional)
    assertEqual(relay.value, "b")
    assertEqual(optional.value, "b")
  }

  @Test func driveOnNextRunsForEveryElementThenCompletion() {
    var log: [String] = []
    _ = Driver.just(1).drive(
      onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    _ = Driver<Int>.empty().drive(onCompleted: { log.append("empty") })
    assertEqual(log, ["1", "completed", "disposed", "empty"])
  }

  @Test func driverCombineLatestAndMergeStayDrivers() {
    let a = BehaviorRelay(value: 1)
    let b = BehaviorRelay(value: 10)
    let sum: Driver<Int> = Driver.combineLatest(a.asDriver(), b.asDriver()) { $0 + $1 }
    let pair: Driver<(Int, Int)> = Driver.combineLatest(a.asDriver(), b.asDriver())
    let merged: Driver<Int> = Driver.merge(a.asDriver(), b.asDriver())
    var sums: [Int] = []
    var pairs: [String] = []
    var all: [Int] = []
    _ = sum.drive(onNext: { sums.append($0) })
    _ = pair.drive(onNext: { pairs.append("\($0.0),\($0.1)") })
    _ = merged.drive(onNext: { all.append($0) })
    a.accept(2)
    assertEqual(sums, [11, 12])
    assertEqual(pairs, ["1,10", "2,10"])
    assertEqual(all, [1, 10, 2])
  }

  @Test func driverWithLatestFromFlatMapLatestAndScan() {
    let taps = PublishRelay<Void>()
    let text = BehaviorRelay(value: "a")
    var sent: [String] = []
    _ = taps.asSignal().withLatestFrom(text.asDriver()).emit(onNext: { sent.append($0) })
    var counts: [Int] = []
    _ = text.asDriver().scan(0) { count, _ in count + 1 }
      .flatMapLatest { Driver.just($0 * 10) }
      .drive(onNext: { counts.append($0) })
    taps.accept(())
    text.accept("ab")
    taps.accept(())
    assertEqual(sent, ["a", "ab"])
    assertEqual(counts, [10, 20])
  }
}

struct SignalTests {
  @Test func aSignalDoesNotReplayToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let signal = xs.asSignal(onErrorJustReturn: 0)
    let first = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = signal.emit(to: first) }
    scheduler.scheduleAt(230) { _ = signal.emit(to: late) }
    scheduler.start()
    assertEqual(first.events, [.next(210, 1), .next(240, 2)])
    assertEqual(late.events, [.next(240, 2)])
    assertEqual(xs.subscriptions, [Subscription(200)])
  }

  @Test func asSignalReplacesErrors() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.asSignal(onErrorSignalWith: .just(9)) }
    assertEqual(res.events, [.next(210, 1), .next(220, 9), .completed(220)])
  }

  @Test func emitForwardsToRelaysAndClosures() {
    let taps = PublishRelay<Int>()
    let forwarded = PublishRelay<Int>()
    let latest = BehaviorRelay(value: 0)
    var received: [Int] = []
    _ = forwarded.subscribe(onNext: { received.append($0) })
    _ = taps.asSignal().emit(to: forwarded)
    _ = taps.asSignal().emit(to: latest)
    taps.accept(5)
    assertEqual(received, [5])
    assertEqual(latest.value, 5)
  }

  @Test func signalOperatorsKeepItASignal() {
    let taps = PublishRelay<Int>()
    let labels: Signal<String> = taps.asSignal().map { "#\($0)" }.filter { $0 != "#2" }
    var received: [String] = []
    _ = labels.emit(onNext: { received.append($0) })
    taps.accept(1)
    taps.accept(2)
    taps.accept(3)
    assertEqual(received, ["#1", "#3"])
  }
}
