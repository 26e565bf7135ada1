import Assertions
import Reactive
import ReactiveTesting
import Testing

/// `retry`, the `catch` forms, `observe(on:)`, `subscribe(on:)` and RxTest's tick, as marble
/// tests written for RxTest check them.
struct RetryCatchSchedulerTests {
  struct Boom: Error {}

  @Test func retryResubscribesUntilTheAttemptsRunOut() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, Boom())])
    let res = scheduler.start { xs.retry(3) }
    assertEqual(
      res.events,
      [
        .next(210, 1), .next(230, 1), .next(250, 1), .error(260, Boom()),
      ])
    assertEqual(
      xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  @Test func retryWithoutACountStopsAtTheFirstSuccess() {
    var attempts = 0
    let flaky = Observable<String>.deferred {
      attempts += 1
      return attempts < 4 ? Observable.error(Boom()) : Observable.just("ok")
    }
    var values: [String] = []
    _ = flaky.retry().subscribe(onNext: { values.append($0) })
    assertEqual(values, ["ok"])
    assertEqual(attempts, 4)
  }

  @Test func retryWhenWaitsForItsTriggerBeforeResubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, "a"), .error(10, Boom())])
    let res = scheduler.start {
      xs.retry { (errors: Observable<Error>) in
        errors.scan(0) { count, _ in count + 1 }.flatMap { count -> Observable<Int> in
          count < 2 ? Observable<Int>.timer(.seconds(100), scheduler: scheduler) : .error(Boom())
        }
      }
    }
    assertEqual(res.events, [.next(205, "a"), .next(315, "a"), .error(320, Boom())])
  }

  @Test func catchSequenceMovesToTheNextSourceOnEachError() {
    var values: [Int] = []
    _ = Observable.catch(sequence: [
      Observable.error(Boom()), Observable.of(1, 2), Observable.just(99),
    ])
    .subscribe(onNext: { values.append($0) })
    assertEqual(values, [1, 2])
  }

  @Test func debounceTwentySecondsMeansTwentyTicksByDefault() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "a"), .next(220, "ab"), .next(260, "abc"), .completed(400),
    ])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    assertEqual(res.events, [.next(240, "ab"), .next(280, "abc"), .completed(400)])
  }

  @Test func observeOnATestSchedulerDeliversOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    assertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
  }

  @Test func subscribeOnDelaysTheSubscriptionToTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, "x"), .completed(20)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    assertEqual(xs.subscriptions, [Subscription(201, 221)])
    assertEqual(res.events, [.next(211, "x"), .completed(221)])
  }

  @Test func observeOnTheMainSchedulerDeliversAtOnceOnTheMainThread() {
    var values: [Int] = []
    _ = Observable.of(1, 2).observe(on: MainScheduler.instance)
      .subscribe(onNext: {
        MainActor.assertIsolated(); values.append($0)
      })
    assertEqual(values, [1, 2])
  }

  @Test func recordedEventsBuildsTheMarbleArray() {
    let events = Recorded.events(.next(10, "a"), .next(20, "b"), .completed(30))
    assertEqual(events, [.next(10, "a"), .next(20, "b"), .completed(30, String.self)])
    assertEqual(Recorded.events([.next(1, 1)], [.completed(2)]), [.next(1, 1), .completed(2)])
  }

  @Test func aMillisecondResolutionMakesATickAMillisecond() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    var firedAt: [Int] = []
    scheduler.schedule(after: .milliseconds(250)) { firedAt.append(scheduler.clock) }
    scheduler.start()
    assertEqual(firedAt, [250])
  }
}

extension RetryCatchSchedulerTests {
  @Test func retryWhenWithAnUntypedHandlerRetriesAfterADelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(10, Boom())])
    let res = scheduler.start(disposed: 260) {
      xs.retry(when: { errors in errors.delay(.seconds(20), scheduler: scheduler) })
    }
    assertEqual(res.events, [.next(205, 1), .next(235, 1)])
  }
}
