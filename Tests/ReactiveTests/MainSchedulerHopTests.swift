import Assertions
import Foundation
import Reactive
import Testing

/// `observe(on: MainScheduler.instance)` moves events that arrive on another thread (as a
/// Swift 5-mode networking client sends them from a `URLSession` callback) to the main thread.
struct MainSchedulerHopTests {
  /// Lets a background thread call into the sequence, as code outside strict concurrency does.
  nonisolated final class ForeignCaller: @unchecked Sendable {
    var send: ((Int) -> Void)?
    var finish: (() -> Void)?
  }

  nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether this runs on the main queue (the main actor's), whichever thread serves it.
  nonisolated static var onMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

  @Test func eventsFromAnotherThreadArriveOnTheMainThreadInOrder() async {
    let caller = ForeignCaller()
    let source = Observable<Int>.create { observer in
      caller.send = { observer.onNext($0) }
      caller.finish = { observer.onCompleted() }
      return Disposables.create()
    }
    let (values, allOnMain) = await withCheckedContinuation { continuation in
      var received: [Int] = []
      var onMain = true
      _ = source.observe(on: MainScheduler.instance).subscribe(
        onNext: { value in
          onMain = onMain && Self.onMainQueue
          received.append(value)
        },
        onCompleted: { continuation.resume(returning: (received, onMain && Self.onMainQueue)) })
      Thread.detachNewThread {
        precondition(!Self.onMainQueue)
        for value in 1...5 { caller.send?(value) }
        caller.finish?()
      }
    }
    assertEqual(values, [1, 2, 3, 4, 5])
    #expect(allOnMain)
  }

  @Test func onTheMainThreadEventsAreDeliveredAtOnce() {
    var values: [String] = []
    let subject = PublishSubject<String>()
    let subscription = subject.observe(on: MainScheduler.instance)
      .subscribe(onNext: { values.append($0) })
    subject.onNext("now")
    assertEqual(values, ["now"])
    subscription.dispose()
    subject.onNext("after")
    assertEqual(values, ["now"])
  }

  @Test func workSubscribedOnABackgroundSchedulerArrivesInOrderOnTheMainQueue() async {
    let values = await withCheckedContinuation { continuation in
      var received: [Int] = []
      _ = Observable.of(1, 2, 3)
        .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
        .observe(on: MainScheduler.instance)
        .subscribe(
          onNext: { received.append($0) },
          onCompleted: { continuation.resume(returning: received) })
    }
    assertEqual(values, [1, 2, 3])
  }
}
