// (a) and (b): combineLatest of two sources → map (sum) → filter (drop multiples of 3) →
// distinctUntilChanged, ending in bind(to:) a BehaviorRelay (a) or subscribe(onNext:) (b);
// and their hand-written sides.

import Reactive

@inline(never)
func relaysPipeline(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let sink = sink
  let results = Results()
  let a = PublishRelay<Int>()
  let b = PublishRelay<Int>()
  let output = BehaviorRelay(value: 0)
  let bag = DisposeBag()
  Observable.combineLatest(a, b)
    .map { $0 + $1 }
    .filter { !$0.isMultiple(of: 3) }
    .distinctUntilChanged()
    .bind(to: output)
    .disposed(by: bag)
  // The relay is the end of the pipeline; what it holds is read once per input.
  var last = output.value
  for (isFirst, value) in inputs {
    if isFirst { a.accept(value) } else { b.accept(value) }
    let now = output.value
    if now != last {
      sink(results, now)
      last = now
    }
  }
  return (results.count, results.sum)
}

@inline(never)
func subjectsPipeline(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  onSubjects(inputs) { a, b, take in
    Observable.combineLatest(a, b)
      .map { $0 + $1 }
      .filter { !$0.isMultiple(of: 3) }
      .distinctUntilChanged()
      .subscribe(onNext: take)
  }
}

/// Sends the inputs to two `PublishSubject`s, through the pipeline `subscribe` builds on them
/// ending in `take`, which counts each result (inlined into each workload, so each is
/// specialised as a user's pipeline is).
@inline(__always)
func onSubjects(
  _ inputs: [(Bool, Int)],
  _ subscribe: (PublishSubject<Int>, PublishSubject<Int>, @escaping (Int) -> Void) -> Disposable
) -> (Int, Int) {
  let sink = sink
  let results = Results()
  let a = PublishSubject<Int>()
  let b = PublishSubject<Int>()
  let subscription = subscribe(a, b) { sink(results, $0) }
  for (isFirst, value) in inputs {
    if isFirst { a.onNext(value) } else { b.onNext(value) }
  }
  subscription.dispose()
  return (results.count, results.sum)
}

/// The hand-written side of (b) (and of every shape in Shapes.swift): the same stages as
/// local functions, which the optimiser inlines into one loop, as it does any hand-written
/// code; what it cannot drop is the work on each element, whose results go to `sink`.
@inline(never)
func combinedClosures(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let sink = sink
  let results = Results()
  handWritten(inputs, end: { sink(results, $0) }, afterEach: {})
  return (results.count, results.sum)
}

/// The hand-written side of (a): the same stages, ending in a stored value read as the
/// relay is (a `BehaviorRelay` holds its value; the loop reads it once per input).
@inline(never)
func storedClosures(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  final class Box {
    var value = 0
  }
  let sink = sink
  let results = Results()
  let output = Box()
  var seen = output.value
  handWritten(
    inputs, end: { output.value = $0 },
    afterEach: {
      let now = output.value
      if now != seen {
        sink(results, now)
        seen = now
      }
    })
  return (results.count, results.sum)
}

/// combineLatest → map → filter → distinctUntilChanged written by hand (each stage a local
/// function), ending in `end`; `afterEach` runs after each input.
@inline(__always)
func handWritten(_ inputs: [(Bool, Int)], end: (Int) -> Void, afterEach: () -> Void) {
  var latestA: Int?
  var latestB: Int?
  var last: Int?
  func distinct(_ value: Int) {
    if last == value { return }
    last = value
    end(value)
  }
  func filter(_ value: Int) { if !value.isMultiple(of: 3) { distinct(value) } }
  func map(_ a: Int, _ b: Int) { filter(a + b) }
  for (isFirst, value) in inputs {
    if isFirst {
      latestA = value
      if let b = latestB { map(value, b) }
    } else {
      latestB = value
      if let a = latestA { map(a, value) }
    }
    afterEach()
  }
}
