import Assertions
import Reactive
import Testing

/// `subscribe(onNext:onError:onCompleted:onDisposed:)` and `combineLatest` of 2 connect to a
/// fused chain directly (no `Sink` or `Event` per element); these check that the closures
/// still see what they saw through a `Sink`, in the same order.
struct FusedSubscribeTests {
  @Test func closuresOnAChainSeeElementsThenTheErrorThenDisposalOnce() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.map { $0 * 2 }.filter { $0 != 4 }.subscribe(
      onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onError(TestError.boom)
    subject.onNext(4)
    assertEqual(log, ["next 2", "next 6", "error", "disposed"])
    #expect(!subject.hasObservers)
  }

  @Test func anErrorThrownByAStageReachesOnErrorAndUnsubscribes() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.map { value -> Int in
      if value == 2 { throw TestError.boom }
      return value
    }
    .subscribe(onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    assertEqual(log, ["next 1", "error"])
    #expect(!subject.hasObservers)
  }

  @Test func disposingAChainsSubscriptionStopsItAndRunsOnDisposedOnce() {
    let subject = BehaviorSubject(value: 1)
    var log: [String] = []
    let subscription = subject.map { $0 + 1 }.skip(1).subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subject.onNext(5)
    subscription.dispose()
    subscription.dispose()
    subject.onNext(6)
    subject.onCompleted()
    assertEqual(log, ["next 6", "disposed"])
    #expect(!subject.hasObservers)
  }

  @Test func completionOfAChainReachesOnCompletedThenOnDisposed() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.filter { $0 > 0 }.subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subject.onNext(-1)
    subject.onNext(1)
    subject.onCompleted()
    assertEqual(log, ["next 1", "completed", "disposed"])
  }

  @Test func combineLatestOfAChainEndsWithAnErrorItsStagesThrow() {
    let source = PublishSubject<Int>()
    let other = BehaviorSubject(value: 10)
    let chain = source.map { value -> Int in
      if value < 0 { throw TestError.boom }
      return value
    }
    var log: [String] = []
    _ = Observable.combineLatest(chain, other).subscribe(
      onNext: { log.append("\($0 + $1)") }, onError: { _ in log.append("error") })
    source.onNext(1)
    other.onNext(20)
    source.onNext(-1)
    source.onNext(2)
    other.onNext(30)
    assertEqual(log, ["11", "21", "error"])
    #expect(!source.hasObservers)
    #expect(!other.hasObservers)
  }

  @Test func combineLatestOfAChainCompletesWhenBothSourcesHave() {
    let source = PublishSubject<Int>()
    let other = PublishSubject<Int>()
    var log: [String] = []
    _ = Observable.combineLatest(source.map { $0 * 10 }, other).subscribe(
      onNext: { log.append("\($0 + $1)") }, onCompleted: { log.append("completed") })
    source.onNext(1)
    other.onNext(2)
    source.onCompleted()
    other.onNext(3)
    other.onCompleted()
    assertEqual(log, ["12", "13", "completed"])
  }
}
