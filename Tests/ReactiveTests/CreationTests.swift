import Expectations
import Reactive
import ReactiveTesting
import Testing

struct CreationTests {
  private func record<Element>(_ source: Observable<Element>) -> [String] {
    var log: [String] = []
    _ = source.subscribe(
      onNext: { log.append("\($0)") }, onError: { log.append("error \($0)") },
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    return log
  }

  @Test func justSendsOneElementThenCompletes() {
    expectEqual(record(Observable.just(1)), ["1", "completed", "disposed"])
  }

  @Test func ofAndFromSendEveryElementInOrder() {
    expectEqual(record(Observable.of(1, 2, 3)), ["1", "2", "3", "completed", "disposed"])
    expectEqual(record(Observable.from(["a", "b"])), ["a", "b", "completed", "disposed"])
    expectEqual(record(Observable.from(1...2)), ["1", "2", "completed", "disposed"])
    expectEqual(record(Observable.from(optional: Int?.none)), ["completed", "disposed"])
  }

  @Test func emptyNeverAndErrorBehaveAsNamed() {
    expectEqual(record(Observable<Int>.empty()), ["completed", "disposed"])
    expectEqual(record(Observable<Int>.never()), [])
    expectEqual(record(Observable<Int>.error(TestError.boom)), ["error boom", "disposed"])
  }

  @Test func createRunsPerSubscriptionAndDisposesItsResourceOnTermination() {
    var subscriptions = 0
    var disposals = 0
    let source = Observable<Int>.create { observer in
      subscriptions += 1
      observer.onNext(subscriptions)
      observer.onCompleted()
      observer.onNext(99)
      return Disposables.create { disposals += 1 }
    }
    expectEqual(record(source), ["1", "completed", "disposed"])
    expectEqual(record(source), ["2", "completed", "disposed"])
    expectEqual(disposals, 2)
  }

  @Test func disposingACreatedSequenceRunsItsDisposableOnce() {
    var disposals = 0
    let subject = PublishSubject<Int>()
    let source = Observable<Int>.create { observer in
      let inner = subject.subscribe(observer)
      return Disposables.create {
        disposals += 1
        inner.dispose()
      }
    }
    var received: [Int] = []
    let subscription = source.subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    subscription.dispose()
    subscription.dispose()
    subject.onNext(2)
    expectEqual(received, [1])
    expectEqual(disposals, 1)
    expectEqual(subject.hasObservers, false)
  }

  @Test func deferredBuildsAFreshSequencePerSubscription() {
    var count = 0
    let source = Observable<Int>.deferred {
      count += 1
      return Observable.just(count)
    }
    expectEqual(record(source), ["1", "completed", "disposed"])
    expectEqual(record(source), ["2", "completed", "disposed"])
  }

  @Test func anUnhandledErrorGoesToTheDefaultHandler() {
    var handled: [String] = []
    let original = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { handled.append("\($0)") }
    defer { Hooks.defaultErrorHandler = original }
    _ = Observable<Int>.error(TestError.other).subscribe(onNext: { _ in })
    expectEqual(handled, ["other"])
  }
}
