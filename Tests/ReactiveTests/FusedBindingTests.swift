import Assertions
import Reactive
import Testing

/// `bind(to:)` a relay from a fused chain (map/filter/distinctUntilChanged), which skips the
/// per-element `Event` wrapping: the same guarantees as any other binding.
struct FusedBindingTests {
  @Test func aFusedChainDeliversToEveryRelayInOrder() {
    let source = PublishSubject<Int>()
    let first = BehaviorRelay(value: 0)
    let second = BehaviorRelay(value: 0)
    var seen: [Int] = []
    let bag = DisposeBag()
    second.skip(1).subscribe(onNext: { seen.append($0) }).disposed(by: bag)
    source.map { $0 * 10 }.filter { $0 != 30 }.distinctUntilChanged()
      .bind(to: first, second).disposed(by: bag)
    for value in [1, 1, 2, 3, 4] { source.onNext(value) }
    assertEqual(first.value, 40)
    assertEqual(seen, [10, 20, 40])
  }

  @Test func disposingTheBindingStopsElementsAndUnsubscribes() {
    let source = PublishSubject<Int>()
    let relay = BehaviorRelay(value: 0)
    let binding = source.map { $0 + 1 }.bind(to: relay)
    source.onNext(1)
    #expect(source.hasObservers)
    binding.dispose()
    source.onNext(5)
    assertEqual(relay.value, 2)
    #expect(!source.hasObservers)
  }

  @Test func completionIsIgnoredAndUnsubscribes() {
    let source = PublishSubject<Int>()
    let relay = BehaviorRelay(value: 0)
    _ = source.map { $0 * 2 }.bind(to: relay)
    source.onNext(4)
    source.onCompleted()
    assertEqual(relay.value, 8)
    #expect(!source.hasObservers)
    relay.accept(9)
    assertEqual(relay.value, 9, "the relay itself never ends")
  }

  @Test func aChainThatCompletesWhileSubscribingLeavesNothingBehind() {
    let relay = BehaviorRelay(value: "")
    let binding = Observable.of("a", "b").map { $0.uppercased() }.bind(to: relay)
    assertEqual(relay.value, "B")
    binding.dispose()
  }

  @Test func aFusedChainBindsToRelaysOfOptionals() {
    let source = PublishSubject<Int>()
    let value = BehaviorRelay<Int?>(value: nil)
    let events = PublishRelay<Int?>()
    var seen: [Int?] = []
    let bag = DisposeBag()
    events.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
    let toValue = source.filter { $0 > 0 }.bind(to: value)
    source.map { $0 * 2 }.bind(to: events).disposed(by: bag)
    source.onNext(-1)
    source.onNext(3)
    assertEqual(value.value, 3)
    assertEqual(seen, [-2, 6])
    toValue.dispose()
    source.onNext(5)
    assertEqual(value.value, 3)
  }
}
