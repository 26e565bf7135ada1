import Assertions
import Reactive
import ReactiveTesting
import Testing

/// Every operator a trait keeps, as marbles: the result is still the trait.
struct TraitOperatorTests {
  private func driver(_ scheduler: TestScheduler, _ events: [Recorded<Event<Int>>]) -> Driver<Int> {
    scheduler.createHotObservable(events).asDriver(onErrorJustReturn: -1)
  }

  @Test func debounceOnADriver() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let source = driver(scheduler, [.next(210, 1), .next(220, 2), .next(300, 3)])
    let res = scheduler.start {
      source.debounce(.milliseconds(50), scheduler: scheduler) as Driver<Int>
    }
    assertEqual(res.events, [.next(270, 2), .next(350, 3)])
  }

  @Test func compactMapSkipAndScanOnADriver() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let source = driver(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
    let res = scheduler.start {
      source.compactMap { $0.isMultiple(of: 2) ? $0 : nil }.scan(0, accumulator: +).skip(1)
        as Driver<Int>
    }
    assertEqual(res.events, [.next(240, 6)])
  }

  @Test func distinctUntilChangedByKeyAndComparerOnADriver() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let source = driver(scheduler, [.next(210, 11), .next(220, 21), .next(230, 12)])
    let byKey = scheduler.start { source.distinctUntilChanged { $0 % 10 } as Driver<Int> }
    assertEqual(byKey.events, [.next(210, 11), .next(230, 12)])

    let scheduler2 = TestScheduler(initialClock: 0, resolution: 0.001)
    let source2 = driver(scheduler2, [.next(210, 1), .next(220, 2), .next(230, 9)])
    let byComparer = scheduler2.start {
      source2.distinctUntilChanged { abs($0 - $1) < 5 } as Driver<Int>
    }
    assertEqual(byComparer.events, [.next(210, 1), .next(230, 9)])
  }

  @Test func doOnADriverSeesEveryElement() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let source = driver(scheduler, [.next(210, 1), .next(220, 2)])
    var seen: [Int] = []
    let res = scheduler.start { source.do(onNext: { seen.append($0) }) as Driver<Int> }
    assertEqual(res.events, [.next(210, 1), .next(220, 2)])
    assertEqual(seen, [1, 2])
  }

  @Test func flatMapOnADriverMergesInnerDrivers() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let source = driver(scheduler, [.next(210, 1), .next(220, 2)])
    let res = scheduler.start {
      source.flatMap { Driver.of($0, $0 * 10) } as Driver<Int>
    }
    assertEqual(res.events, [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20)])
  }

  @Test func mergeOfSignals() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
    let b = scheduler.createHotObservable([.next(220, 2)])
    let res = scheduler.start {
      Signal.merge(a.asSignal(onErrorJustReturn: 0), b.asSignal(onErrorJustReturn: 0))
    }
    assertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3)])
  }

  @Test func asSignalOnErrorRecoverAndSignalFactories() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start {
      xs.asSignal(onErrorRecover: { _ in Signal.from([8, 9]) })
    }
    assertEqual(res.events, [.next(210, 1), .next(220, 8), .next(220, 9), .completed(220)])
  }

  @Test func deferredDriversAreMadePerSubscription() {
    var made = 0
    let driver = Driver<Int>.deferred {
      made += 1
      return Driver.just(made)
    }
    var received: [Int] = []
    _ = driver.drive(onNext: { received.append($0) })
    _ = driver.drive(onNext: { received.append($0) })
    assertEqual(received, [1, 2])
  }

  @Test func drivingAnOptionalObserver() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let observer = scheduler.createObserver(Int?.self)
    _ = Driver.just(5).drive(observer)
    _ = Signal.just(6).emit(to: observer)
    assertEqual(observer.events.map(\.value), [.next(5), .completed, .next(6), .completed])
  }
}
