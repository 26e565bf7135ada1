import Assertions
import Reactive
import ReactiveTesting
import Testing

struct SubjectTests {
  @Test func publishSubjectSendsOnlyWhatHappensAfterSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    scheduler.scheduleAt(150) { subject.onNext(1) }
    scheduler.scheduleAt(210) { subject.onNext(2) }
    scheduler.scheduleAt(220) { subject.onCompleted() }
    scheduler.scheduleAt(230) { subject.onNext(3) }
    let res = scheduler.start { subject }
    assertEqual(res.events, [.next(210, 2), .completed(220)])
  }

  @Test func aStoppedPublishSubjectSendsItsTerminalEventToLateSubscribers() {
    let subject = PublishSubject<Int>()
    subject.onError(TestError.boom)
    var log: [String] = []
    _ = subject.subscribe(onNext: { log.append("\($0)") }, onError: { log.append("\($0)") })
    assertEqual(log, ["boom"])
    assertEqual(subject.hasObservers, false)
  }

  @Test func publishSubjectDeliversInSubscriptionOrderAndForgetsDisposedObservers() {
    let subject = PublishSubject<String>()
    var log: [String] = []
    let first = subject.subscribe(onNext: { log.append("first \($0)") })
    _ = subject.subscribe(onNext: { log.append("second \($0)") })
    subject.onNext("a")
    first.dispose()
    subject.onNext("b")
    assertEqual(log, ["first a", "second a", "second b"])
  }

  @Test func behaviorSubjectStartsEachSubscriberWithTheCurrentValue() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = BehaviorSubject(value: 0)
    scheduler.scheduleAt(150) { subject.onNext(1) }
    scheduler.scheduleAt(210) { subject.onNext(2) }
    scheduler.scheduleAt(220) { subject.onCompleted() }
    let res = scheduler.start { subject }
    assertEqual(res.events, [.next(200, 1), .next(210, 2), .completed(220)])
    #expect(throws: Never.self) { try subject.value() }
    try assertEqual(subject.value(), 2)
  }

  @Test func behaviorSubjectValueThrowsItsError() {
    let subject = BehaviorSubject(value: "x")
    subject.onError(TestError.boom)
    #expect(throws: TestError.boom) { try subject.value() }
    var log: [String] = []
    _ = subject.subscribe(onNext: { log.append($0) }, onError: { log.append("\($0)") })
    assertEqual(log, ["boom"])
  }

  @Test func aDisposedSubjectRejectsSubscribers() {
    let subject = PublishSubject<Int>()
    subject.dispose()
    #expect(subject.isDisposed)
    var errors: [String] = []
    _ = subject.subscribe(onError: { errors.append("\($0)") })
    assertEqual(errors, ["Object was already disposed."])
  }

  @Test func observersMaySubscribeAndUnsubscribeWhileBeingCalled() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    var late: Disposable?
    var first: Disposable?
    first = subject.subscribe(onNext: { value in
      log.append("first \(value)")
      first?.dispose()
      late = subject.subscribe(onNext: { log.append("late \($0)") })
    })
    _ = subject.subscribe(onNext: { log.append("second \($0)") })
    subject.onNext(1)
    subject.onNext(2)
    late?.dispose()
    subject.onNext(3)
    assertEqual(log, ["first 1", "second 1", "second 2", "late 2", "second 3"])
  }

  @Test func aSubjectIsAnObserverOfAnotherSequence() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    _ = subject.subscribe(onNext: { received.append($0) })
    _ = Observable.of(1, 2).subscribe(subject.asObserver())
    assertEqual(received, [1, 2])
  }
}

struct RelayTests {
  @Test func behaviorRelayHoldsItsValueAndReplaysItToSubscribers() {
    let relay = BehaviorRelay(value: "")
    relay.accept("a")
    var received: [String] = []
    _ = relay.subscribe(onNext: { received.append($0) })
    relay.accept("ab")
    assertEqual(relay.value, "ab")
    assertEqual(received, ["a", "ab"])
  }

  @Test func publishRelaySendsOnlyNewElements() {
    let relay = PublishRelay<Int>()
    relay.accept(1)
    var received: [Int] = []
    _ = relay.asObservable().subscribe(onNext: { received.append($0) })
    relay.accept(2)
    relay.accept(3)
    assertEqual(received, [2, 3])
  }

  @Test func aRelayAcceptingInsideItsOwnSubscriptionDeliversInOrder() {
    let relay = BehaviorRelay(value: 0)
    var received: [Int] = []
    _ = relay.subscribe(onNext: { value in
      received.append(value)
      if value == 1 { relay.accept(2) }
    })
    relay.accept(1)
    assertEqual(received, [0, 1, 2])
    assertEqual(relay.value, 2)
  }
}
