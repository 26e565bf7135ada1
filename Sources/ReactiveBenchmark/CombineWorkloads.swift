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
  let sink = sink
  let results = Results()
  let a = PublishSubject<Int>()
  let b = PublishSubject<Int>()
  let subscription = Observable.combineLatest(a, b)
    .map { $0 + $1 }
    .filter { !$0.isMultiple(of: 3) }
    .distinctUntilChanged()
    .subscribe(onNext: { sink(results, $0) })
  for (isFirst, value) in inputs {
    if isFirst { a.onNext(value) } else { b.onNext(value) }
  }
  subscription.dispose()
  return (results.count, results.sum)
}

/// The hand-written side of (b) (and of every shape in Shapes.swift): the same stages as
/// local closures, which the optimiser inlines into one loop, as it does any hand-written
/// code; what it cannot drop is the work on each element, whose results go to `sink`.
@inline(never)
func combinedClosures(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let sink = sink
  let results = Results()
  var latestA: Int?
  var latestB: Int?
  var last: Int?
  let distinct: (Int) -> Void = { value in
    if last == value { return }
    last = value
    sink(results, value)
  }
  let filter: (Int) -> Void = { value in if !value.isMultiple(of: 3) { distinct(value) } }
  let map: (Int, Int) -> Void = { a, b in filter(a + b) }
  let acceptA: (Int) -> Void = { value in
    latestA = value
    if let b = latestB { map(value, b) }
  }
  let acceptB: (Int) -> Void = { value in
    latestB = value
    if let a = latestA { map(a, value) }
  }
  for (isFirst, value) in inputs {
    if isFirst { acceptA(value) } else { acceptB(value) }
  }
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
  var latestA: Int?
  var latestB: Int?
  var last: Int?
  let distinct: (Int) -> Void = { value in
    if last == value { return }
    last = value
    output.value = value
  }
  let filter: (Int) -> Void = { value in if !value.isMultiple(of: 3) { distinct(value) } }
  let map: (Int, Int) -> Void = { a, b in filter(a + b) }
  let acceptA: (Int) -> Void = { value in
    latestA = value
    if let b = latestB { map(value, b) }
  }
  let acceptB: (Int) -> Void = { value in
    latestB = value
    if let a = latestA { map(a, value) }
  }
  var seen = output.value
  for (isFirst, value) in inputs {
    if isFirst { acceptA(value) } else { acceptB(value) }
    let now = output.value
    if now != seen {
      sink(results, now)
      seen = now
    }
  }
  return (results.count, results.sum)
}
