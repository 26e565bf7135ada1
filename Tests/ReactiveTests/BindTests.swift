import Assertions
import Reactive
import Testing

struct BindTests {
  final class Label {
    var text: String?
    var isHidden = false
  }

  @Test func aBinderAppliesElementsToItsTarget() {
    let label = Label()
    let binder = Binder<String?>(label) { label, text in label.text = text }
    _ = Observable.of("a", "b").bind(to: binder)
    assertEqual(label.text, "b")
  }

  @Test func bindToAcceptsNonOptionalElementsForAnOptionalObserver() {
    let label = Label()
    let binder = Binder<String?>(label) { label, text in label.text = text }
    _ = Observable.just("hello").bind(to: binder)
    assertEqual(label.text, "hello")
  }

  @Test func aBinderHoldsItsTargetWeakly() {
    var label: Label? = Label()
    weak let weakLabel = label
    let binder = Binder<Bool>(label!) { label, hidden in label.isHidden = hidden }
    label = nil
    #expect(weakLabel == nil)
    binder.onNext(true)
  }

  @Test func bindToSendsToSeveralObserversAndRelays() {
    let first = Label()
    let second = Label()
    let relay = BehaviorRelay(value: "")
    let optionalRelay = PublishRelay<String?>()
    var optionals: [String?] = []
    _ = optionalRelay.subscribe(onNext: { optionals.append($0) })
    let source = PublishSubject<String>()
    _ = source.bind(
      to: Binder(first) { $0.text = $1 }, Binder(second) { $0.text = $1 })
    _ = source.bind(to: relay)
    _ = source.bind(to: optionalRelay)
    source.onNext("x")
    assertEqual(first.text, "x")
    assertEqual(second.text, "x")
    assertEqual(relay.value, "x")
    assertEqual(optionals, ["x"])
  }

  @Test func bindToACurriedFunctionHandsItTheSequence() {
    let count = Observable.of(1, 2, 3).bind { (source: Observable<Int>) -> Int in
      var total = 0
      _ = source.subscribe(onNext: { total += $0 })
      return total
    }
    assertEqual(count, 6)
  }

  @Test func bindOnNextRunsForEveryElement() {
    var received: [Int] = []
    _ = Observable.of(1, 2).bind(onNext: { received.append($0) })
    assertEqual(received, [1, 2])
  }

  @Test func bindWithPassesTheObjectWhileItLives() {
    var label: Label? = Label()
    let relay = PublishRelay<String>()
    _ = relay.bind(with: label!) { label, text in label.text = text }
    relay.accept("a")
    assertEqual(label?.text, "a")
    weak let weakLabel = label
    label = nil
    relay.accept("b")
    #expect(weakLabel == nil)
  }
}
