// (c): a subject → map → filter → distinctUntilChanged, then combineLatest with a
// BehaviorSubject, ending in subscribe(onNext:); and its hand-written side.

import Reactive

@inline(never)
func chainThenCombinePipeline(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let sink = sink
  let results = Results()
  let source = PublishSubject<Int>()
  let other = BehaviorSubject(value: 1)
  let chain = source.map { $0 &* 7 }.filter { !$0.isMultiple(of: 3) }.distinctUntilChanged()
  let subscription = Observable.combineLatest(chain, other)
    .subscribe(onNext: { sink(results, $0 + $1) })
  for (isFirst, value) in inputs {
    if isFirst { source.onNext(value) } else { other.onNext(value) }
  }
  subscription.dispose()
  return (results.count, results.sum)
}

/// The hand-written side of (c), inlined by the optimiser as in `combinedClosures`.
@inline(never)
func chainThenCombineClosures(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let sink = sink
  let results = Results()
  var latestChain: Int?
  var latestOther = 1
  var last: Int?
  let combine: (Int) -> Void = { value in
    latestChain = value
    sink(results, value + latestOther)
  }
  let distinct: (Int) -> Void = { value in
    if last == value { return }
    last = value
    combine(value)
  }
  let filter: (Int) -> Void = { value in if !value.isMultiple(of: 3) { distinct(value) } }
  let map: (Int) -> Void = { value in filter(value &* 7) }
  let acceptOther: (Int) -> Void = { value in
    latestOther = value
    if let chain = latestChain { sink(results, chain + value) }
  }
  for (isFirst, value) in inputs {
    if isFirst { map(value) } else { acceptOther(value) }
  }
  return (results.count, results.sum)
}
