@testable import Reactive
import Assertions
import Testing

/// A subject calls a lone observer without retaining it (`ObserverStore`): an observer that
/// unsubscribes or ends the subject while it is being called must stay alive until the call
/// returns, and be released after it.
///
/// A debug build retains the observer for the call anyway, so these tests also look at the
/// store's `retired` list (`@testable`): without it, only an optimised build frees the chain
/// during its own call.
struct ObserverStoreTests {
  final class Resource {}

  @Test func aLoneObserverThatUnsubscribesWhileCalledLivesUntilTheCallReturns() {
    let subject = PublishSubject<Int>()
    var resource: Resource? = Resource()
    weak let weakResource = resource
    var log: [String] = []
    var subscription: Disposable?
    do {
      let held = resource!
      subscription = subject.map { $0 * 10 }.subscribe(onNext: { value in
        subscription?.dispose()
        // Still alive: only the end of the send lets go of it.
        log.append("\(value) \(held === weakResource) \(subject.observers.retired.count)")
      })
    }
    resource = nil
    subject.onNext(1)
    #expect(weakResource == nil)
    #expect(subject.observers.retired.isEmpty)
    subject.onNext(2)
    assertEqual(log, ["10 true 1"])
    assertEqual(subject.hasObservers, false)
  }

  @Test func aLoneObserverThatCompletesItsSubjectWhileCalledGetsTheCompletion() {
    let subject = BehaviorSubject(value: 0)
    var resource: Resource? = Resource()
    weak let weakResource = resource
    var log: [String] = []
    do {
      let held = resource!
      _ = subject.subscribe(
        onNext: { value in
          if value == 1 { subject.onCompleted() }
          log.append("next \(value) \(held === weakResource)")
        },
        onCompleted: { log.append("completed") })
    }
    resource = nil
    subject.onNext(1)
    subject.onNext(2)
    assertEqual(log, ["next 0 true", "completed", "next 1 true"])
    #expect(weakResource == nil)
  }

  @Test func aLoneObserverThatDisposesItsSubjectWhileCalledIsReleasedAfterTheCall() {
    let subject = PublishSubject<String>()
    var resource: Resource? = Resource()
    weak let weakResource = resource
    var log: [String] = []
    do {
      let held = resource!
      _ = subject.filter { !$0.isEmpty }.subscribe(onNext: { value in
        subject.dispose()
        log.append("\(value) \(held === weakResource) \(subject.observers.retired.count)")
      })
    }
    resource = nil
    subject.onNext("a")
    subject.onNext("b")
    assertEqual(log, ["a true 1"])
    #expect(subject.observers.retired.isEmpty)
    #expect(weakResource == nil)
    #expect(subject.isDisposed)
  }

  @Test func anObserverRemovedInANestedSendIsReleasedWhenTheOutermostSendReturns() {
    let relay = BehaviorRelay(value: 0)
    var resource: Resource? = Resource()
    weak let weakResource = resource
    var log: [String] = []
    var subscription: Disposable?
    do {
      let held = resource!
      subscription = relay.skip(1).subscribe(onNext: { value in
        if value == 1 {
          relay.accept(2)
          log.append("back in 1: \(held === weakResource)")
        } else {
          subscription?.dispose()
          log.append(
            "2 unsubscribed: \(held === weakResource), "
              + "\(relay.subject.observers.sending) sending, "
              + "\(relay.subject.observers.retired.count) retired")
        }
      })
    }
    resource = nil
    relay.accept(1)
    #expect(weakResource == nil)
    relay.accept(3)
    assertEqual(log, ["2 unsubscribed: true, 2 sending, 1 retired", "back in 1: true"])
    #expect(relay.subject.observers.retired.isEmpty)
    assertEqual(relay.value, 3)
  }

  @Test func aSecondSubscriberDuringALoneObserversCallGetsOnlyLaterElements() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    var late: Disposable?
    let first = subject.subscribe(onNext: { value in
      log.append("first \(value)")
      if late == nil { late = subject.subscribe(onNext: { log.append("late \($0)") }) }
    })
    subject.onNext(1)
    subject.onNext(2)
    first.dispose()
    subject.onNext(3)
    late?.dispose()
    subject.onNext(4)
    assertEqual(log, ["first 1", "first 2", "late 2", "late 3"])
    assertEqual(subject.hasObservers, false)
  }
}
