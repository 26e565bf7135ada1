import Assertions
import Reactive
import ReactiveTesting
import Testing

struct ZipAndUtilityTests {
  @Test func zipPairsElementsByPosition() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let ys = scheduler.createHotObservable([
      .next(215, "a"), .next(230, "b"), .next(240, "c"), .completed(250),
    ])
    let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
    assertEqual(res.events, [.next(215, "1a"), .next(230, "2b"), .completed(300)])
  }

  @Test func zipCompletesWhenACompletedSourceRunsDry() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20)])
    let res = scheduler.start { Observable.zip(xs, ys).map { $0.0 + $0.1 } }
    assertEqual(res.events, [.next(230, 11), .completed(230)])
    assertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  @Test func zipOfThreeWaitsForAll() {
    var received: [String] = []
    _ = Observable.zip(Observable.of(1, 2), Observable.of("a", "b"), Observable.just(true))
      .subscribe(onNext: { received.append("\($0.0)\($0.1)\($0.2)") })
    assertEqual(received, ["1atrue"])
  }

  @Test func withUnretainedPairsTheObjectAndCompletesWhenItIsGone() {
    final class Owner {}
    var owner: Owner? = Owner()
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.withUnretained(owner!).subscribe(
      onNext: { pair in log.append("\(pair.1)") }, onCompleted: { log.append("completed") })
    subject.onNext(1)
    owner = nil
    subject.onNext(2)
    assertEqual(log, ["1", "completed"])
  }

  @Test func keyPathsServeAsTransforms() {
    var received: [Int] = []
    _ = Observable.of("ab", "cde").map(\.count).subscribe(onNext: { received.append($0) })
    assertEqual(received, [2, 3])
  }

  @Test func debugPassesEventsThroughAndReportsThemAsDiagnostics() {
    var received: [Int] = []
    var lines: [String] = []
    let original = Hooks.diagnostics
    Hooks.diagnostics = { lines.append($0) }
    defer { Hooks.diagnostics = original }
    _ = Observable.of(1, 2).debug("numbers").subscribe(onNext: { received.append($0) })
    assertEqual(received, [1, 2])
    assertEqual(
      lines,
      [
        "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
        "numbers -> Event completed", "numbers -> isDisposed",
      ])
  }
}
