// reactive-benchmark: what the Reactive module costs over hand-written closures.
//
// Both pipelines do the same work on the same inputs: combine the latest values of two
// sources, map (sum), filter (drop multiples of 3), drop consecutive duplicates, and store the
// result (a `BehaviorRelay` for Reactive, a variable for the closures). Elements per second
// are measured on `LiveScheduler`'s clock, the project's one real clock, best of several runs.

import Reactive
import Scheduling

/// The same pseudo-random inputs for both pipelines: (source, value) pairs.
func makeInputs(count: Int) -> [(Bool, Int)] {
  var state: UInt64 = 0x2545_F491_4F6C_DD1D
  return (0..<count).map { index in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return (index.isMultiple(of: 2), Int(state >> 59))
  }
}

/// Runs the Reactive pipeline over `inputs` into a relay; with `verify`, also counts and sums
/// what reaches the relay (an extra subscriber, left out of the timed runs).
func runReactive(_ inputs: [(Bool, Int)], verify: Bool) -> (count: Int, sum: Int) {
  let a = PublishRelay<Int>()
  let b = PublishRelay<Int>()
  let output = BehaviorRelay(value: 0)
  var count = 0
  var sum = 0
  let bag = DisposeBag()
  Observable.combineLatest(a, b)
    .map { $0 + $1 }
    .filter { !$0.isMultiple(of: 3) }
    .distinctUntilChanged()
    .bind(to: output)
    .disposed(by: bag)
  if verify {
    output.skip(1).subscribe(onNext: { value in
      count += 1
      sum &+= value
    }).disposed(by: bag)
  }
  for (isFirst, value) in inputs {
    if isFirst { a.accept(value) } else { b.accept(value) }
  }
  return verify ? (count, sum) : (output.value, 0)
}

/// A stand-in for the relay at the end of the hand-written pipeline.
final class Box {
  var value = 0
}

/// The same work as closures written by hand; with `verify`, also counts and sums.
func runClosures(_ inputs: [(Bool, Int)], verify: Bool) -> (count: Int, sum: Int) {
  var latestA: Int?
  var latestB: Int?
  var last: Int?
  let output = Box()
  var count = 0
  var sum = 0
  let store: (Int) -> Void = { value in
    output.value = value
    if verify {
      count += 1
      sum &+= value
    }
  }
  let distinct: (Int) -> Void = { value in
    if last == value { return }
    last = value
    store(value)
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
  return verify ? (count, sum) : (output.value, 0)
}

/// The seconds one run of `body` over `inputs` takes.
func time(
  _ inputs: [(Bool, Int)], _ body: ([(Bool, Int)], Bool) -> (count: Int, sum: Int)
) -> (seconds: Double, result: (count: Int, sum: Int)) {
  let clock = LiveScheduler()
  let start = clock.now
  let result = body(inputs, false)
  let elapsed = clock.now - start
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return (seconds, result)
}

/// The best elements-per-second of each pipeline over `runs` rounds; the two alternate, so a
/// busy moment on a shared machine slows both alike.
func measure(_ inputs: [(Bool, Int)], runs: Int) -> (
  closures: Double, reactive: Double, results: [(count: Int, sum: Int)]
) {
  var bestClosures = Double.infinity
  var bestReactive = Double.infinity
  var results: [(count: Int, sum: Int)] = []
  for _ in 0..<runs {
    let closures = time(inputs, runClosures)
    let reactive = time(inputs, runReactive)
    bestClosures = min(bestClosures, closures.seconds)
    bestReactive = min(bestReactive, reactive.seconds)
    results = [closures.result, reactive.result]
  }
  let count = Double(inputs.count)
  return (count / bestClosures, count / bestReactive, results)
}

/// `x` with two decimals (no Foundation, no libm: this target links only the Swift runtime).
func twoDecimals(_ x: Double) -> String {
  let hundredths = Int(x * 100 + 0.5)
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

func formatted(_ perSecond: Double) -> String {
  "\(twoDecimals(perSecond / 1e6)) M elements/s"
}

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap { Int($0) } ?? 2_000_000
let runs = 9
let inputs = makeInputs(count: count)

// Both pipelines must do the same work: same number of results, same sum, same last value.
let expected = runClosures(inputs, verify: true)
let actual = runReactive(inputs, verify: true)
precondition(expected == actual, "the pipelines disagree: \(expected) vs \(actual)")

let measured = measure(inputs, runs: runs)
precondition(measured.results[0] == measured.results[1], "the pipelines end on different values")

let ratio = measured.closures / measured.reactive
let ratioText = twoDecimals(ratio)
print("reactive-benchmark: combineLatest → map → filter → distinctUntilChanged → relay")
print("elements:           \(count) per run, best of \(runs) runs, \(actual.count) results")
print("closure pipeline:   \(formatted(measured.closures))")
print("Reactive pipeline:  \(formatted(measured.reactive))")
print(
  "ratio:              \(ratioText)× the closure pipeline's cost (target ≤ 5×): \(ratio <= 5 ? "met" : "NOT met")"
)
