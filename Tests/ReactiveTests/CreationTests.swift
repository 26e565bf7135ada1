import Assertions
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
    assertEqual(record(Observable.just(1)), ["1", "completed", "disposed"])
  }

  @Test func ofAndFromSendEveryElementInOrder() {
    assertEqual(record(Observable.of(1, 2, 3)), ["1", "2", "3", "completed", "disposed"])
    assertEqual(record(Observable.from(["a", "b"])), ["a", "b", "completed", "disposed"])
    assertEqual(record(Observable.from(1...2)), ["1", "2", "completed", "disposed"])
    assertEqual(record(Observable.from(optional: Int?.none)), ["completed", "disposed"])
  }

  @Test func emptyNeverAndErrorBehaveAsNamed() {
    assertEqual(record(Observable<Int>.empty()), ["completed", "disposed"])
    assertEqual(record(Observable<Int>.never()), [])
    assertEqual(record(Observable<Int>.error(TestError.boom)), ["error boom", "disposed"])
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
    assertEqual(record(source), ["1", "completed", "disposed"])
    assertEqual(record(source), ["2", "completed", "disposed"])
    assertEqual(disposals, 2)
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
    assertEqual(received, [1])
    assertEqual(disposals, 1)
    assertEqual(subject.hasObservers, false)
  }

  @Test func deferredBuildsAFreshSequencePerSubscription() {
    var count = 0
    let source = Observable<Int>.deferred {
      count += 1
      return Observable.just(count)
    }
    assertEqual(record(source), ["1", "completed", "disposed"])
    assertEqual(record(source), ["2", "completed", "disposed"])
  }

  @Test func anUnhandledErrorGoesToTheDefaultHandler() {
    var handled: [String] = []
    let original = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { handled.append("\($0)") }
    defer { Hooks.defaultErrorHandler = original }
    _ = Observable<Int>.error(TestError.other).subscribe(onNext: { _ in })
    assertEqual(handled, ["other"])
  }
}
