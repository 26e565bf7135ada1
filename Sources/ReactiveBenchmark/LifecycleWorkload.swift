// (d): 100,000 times, build map → filter → distinctUntilChanged → map → skip(1) on a
// BehaviorRelay<String>, subscribe, send one element, dispose; and its hand-written side.

import Reactive

/// Texts for (d), made at run time.
let words = (0..<16).map { String(repeating: "x", count: $0 % 5) + "\($0)" }

@inline(never)
func lifecyclePipeline(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let sink = sink
  let results = Results()
  let relay = BehaviorRelay(value: "start")
  for (_, value) in inputs {
    let subscription =
      relay
      .map { $0.utf8.count }
      .filter { $0 > 0 }
      .distinctUntilChanged()
      .map { $0 &* 2 }
      .skip(1)
      .subscribe(onNext: { sink(results, $0) })
    relay.accept(words[value & 15])
    subscription.dispose()
  }
  return (results.count, results.sum)
}

/// What (d)'s hand-written side subscribes to: a text that keeps its value and one
/// observer, as a `BehaviorRelay` with one subscriber does. Its methods are not inlined,
/// so the observer it calls is whatever was stored, not a closure the compiler can see.
final class TextSource {
  private var value: String
  private var observer: ((String) -> Void)?

  init(value: String) {
    self.value = value
  }

  /// Keeps `observer` and sends it the current value.
  @inline(never)
  func subscribe(_ observer: @escaping (String) -> Void) {
    self.observer = observer
    observer(value)
  }

  /// Keeps `value` and sends it to the observer.
  @inline(never)
  func accept(_ value: String) {
    self.value = value
    observer?(value)
  }

  /// Lets go of the observer, and with it the stages.
  @inline(never)
  func unsubscribe() {
    observer = nil
  }
}

/// The hand-written side of (d): each time, the same five stages built as closures (each
/// through `opaque`, so each is a real closure with its context on the heap, as a stage of a
/// library would be), subscribed to a `TextSource`, sent one text, and let go of.
@inline(never)
func lifecycleClosures(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let sink = sink
  let opaque = opaque
  let opaqueText = opaqueText
  let results = Results()
  let source = TextSource(value: "start")
  for (_, value) in inputs {
    var remaining = 1
    var last: Int?
    let skip = opaque { value in
      if remaining > 0 {
        remaining -= 1
      } else {
        sink(results, value)
      }
    }
    let double = opaque { skip($0 &* 2) }
    let distinct = opaque { value in
      if last == value { return }
      last = value
      double(value)
    }
    let filter = opaque { if $0 > 0 { distinct($0) } }
    let count = opaqueText { filter($0.utf8.count) }
    source.subscribe(count)
    source.accept(words[value & 15])
    source.unsubscribe()
  }
  return (results.count, results.sum)
}
