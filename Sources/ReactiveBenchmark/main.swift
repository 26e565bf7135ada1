// reactive-benchmark: what the Reactive module costs over hand-written closures doing the
// same work, on four workloads (issue 20):
//
// (a) combineLatest of two relays → map (sum) → filter (drop multiples of 3) →
//     distinctUntilChanged → bind(to:) a BehaviorRelay;
// (b) the same on PublishSubjects, ending in subscribe(onNext:);
// (c) a subject → map → filter → distinctUntilChanged, then combineLatest with a
//     BehaviorSubject, ending in subscribe(onNext:);
// (d) build five operators on a BehaviorRelay<String>, subscribe, send one element, dispose:
//     nanoseconds per iteration (target ≤ 1,000 ns).
//
// The closures are kept honest: the inputs are pseudo-random values made at run time, each
// result goes to `consume`, which the optimiser may not inline or drop, and each pipeline is
// built and run inside an `@inline(never)` function. Both sides of each workload must produce
// the same count and sum of results (checked before timing). Times are this thread's CPU
// time (Linux; `LiveScheduler`'s clock elsewhere), so other processes on a shared machine do
// not count. The two sides alternate for several rounds; each round's ratio is its Reactive
// time over its closures time, and a target is judged on the median ratio (min and max
// printed).

import Reactive
import Scheduling

#if os(Linux)
  import Glibc
#endif

/// The same pseudo-random inputs for both sides: (which source, value) pairs.
func makeInputs(count: Int) -> [(Bool, Int)] {
  var state: UInt64 = 0x2545_F491_4F6C_DD1D
  return (0..<count).map { index in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return (index.isMultiple(of: 2), Int(state >> 59))
  }
}

/// Where every result goes: a count and a sum the optimiser cannot see through.
final class Results {
  var count = 0
  var sum = 0
}

/// Takes one result; never inlined, so neither side's work can be folded away.
@inline(never)
func consume(_ results: Results, _ value: Int) {
  results.count += 1
  results.sum &+= value
}

/// One workload: its two sides over the same inputs, each returning (count, sum).
struct Workload {
  var name: String
  var target: Double
  var reactive: ([(Bool, Int)]) -> (Int, Int)
  var closures: ([(Bool, Int)]) -> (Int, Int)
}

// MARK: (a) and (b): combineLatest → map → filter → distinctUntilChanged

@inline(never)
func relaysPipeline(_ inputs: [(Bool, Int)]) -> (Int, Int) {
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
      consume(results, now)
      last = now
    }
  }
  return (results.count, results.sum)
}

@inline(never)
func subjectsPipeline(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let results = Results()
  let a = PublishSubject<Int>()
  let b = PublishSubject<Int>()
  let subscription = Observable.combineLatest(a, b)
    .map { $0 + $1 }
    .filter { !$0.isMultiple(of: 3) }
    .distinctUntilChanged()
    .subscribe(onNext: { consume(results, $0) })
  for (isFirst, value) in inputs {
    if isFirst { a.onNext(value) } else { b.onNext(value) }
  }
  subscription.dispose()
  return (results.count, results.sum)
}

/// The hand-written side of (a) and (b): the same stages as closures calling each other.
@inline(never)
func combinedClosures(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let results = Results()
  var latestA: Int?
  var latestB: Int?
  var last: Int?
  let distinct: (Int) -> Void = { value in
    if last == value { return }
    last = value
    consume(results, value)
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
      consume(results, now)
      seen = now
    }
  }
  return (results.count, results.sum)
}

// MARK: (c): map → filter → distinctUntilChanged, then combineLatest with a BehaviorSubject

@inline(never)
func chainThenCombinePipeline(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let results = Results()
  let source = PublishSubject<Int>()
  let other = BehaviorSubject(value: 1)
  let chain = source.map { $0 &* 7 }.filter { !$0.isMultiple(of: 3) }.distinctUntilChanged()
  let subscription = Observable.combineLatest(chain, other)
    .subscribe(onNext: { consume(results, $0 + $1) })
  for (isFirst, value) in inputs {
    if isFirst { source.onNext(value) } else { other.onNext(value) }
  }
  subscription.dispose()
  return (results.count, results.sum)
}

@inline(never)
func chainThenCombineClosures(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let results = Results()
  var latestChain: Int?
  var latestOther = 1
  var last: Int?
  let combine: (Int) -> Void = { value in
    latestChain = value
    consume(results, value + latestOther)
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
    if let chain = latestChain { consume(results, chain + value) }
  }
  for (isFirst, value) in inputs {
    if isFirst { map(value) } else { acceptOther(value) }
  }
  return (results.count, results.sum)
}

// MARK: (d): build, subscribe, send one, dispose

/// Texts for (d), made at run time.
let words = (0..<16).map { String(repeating: "x", count: $0 % 5) + "\($0)" }

@inline(never)
func lifecyclePipeline(_ inputs: [(Bool, Int)]) -> (Int, Int) {
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
      .subscribe(onNext: { consume(results, $0) })
    relay.accept(words[value & 15])
    subscription.dispose()
  }
  return (results.count, results.sum)
}

/// The hand-written side of (d): the same five stages built as closures each time (one
/// context each), called with the current text and then the new one, then dropped.
@inline(never)
func lifecycleClosures(_ inputs: [(Bool, Int)]) -> (Int, Int) {
  let results = Results()
  var current = "start"
  for (_, value) in inputs {
    var remaining = 1
    var last: Int?
    let skip: (Int) -> Void = { value in
      if remaining > 0 {
        remaining -= 1
      } else {
        consume(results, value)
      }
    }
    let double: (Int) -> Void = { skip($0 &* 2) }
    let distinct: (Int) -> Void = { value in
      if last == value { return }
      last = value
      double(value)
    }
    let filter: (Int) -> Void = { if $0 > 0 { distinct($0) } }
    let count: (String) -> Void = { filter($0.utf8.count) }
    count(current)
    current = words[value & 15]
    count(current)
  }
  return (results.count, results.sum)
}

// MARK: Measuring

/// Seconds `body` takes: this thread's CPU time on Linux, so other processes on a shared
/// machine do not count (everything measured runs synchronously on this thread); elsewhere
/// `LiveScheduler`'s clock, the project's one real clock.
func seconds(_ body: () -> Void) -> Double {
  #if os(Linux)
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
  #else
    let clock = LiveScheduler()
    let start = clock.now
    body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  #endif
}

/// Each side's time in each of `runs` rounds; the sides alternate within a round, so a busy
/// moment of the machine slows both alike.
func measure(_ workload: Workload, _ inputs: [(Bool, Int)], runs: Int) -> (
  reactive: [Double], closures: [Double]
) {
  var times = (reactive: [Double](), closures: [Double]())
  for _ in 0..<runs {
    times.closures.append(seconds { _ = workload.closures(inputs) })
    times.reactive.append(seconds { _ = workload.reactive(inputs) })
  }
  return times
}

/// Minimum, median and maximum of `values`.
func spread(_ values: [Double]) -> (min: Double, median: Double, max: Double) {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  let median =
    sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  return (sorted[0], median, sorted[sorted.count - 1])
}

/// `x` with two decimals (no Foundation, no libm: this target links only the Swift runtime).
func twoDecimals(_ x: Double) -> String {
  let hundredths = Int(x * 100 + 0.5)
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// "median (min–max)" of `values`, two decimals each.
func figures(_ values: [Double]) -> String {
  let (low, median, high) = spread(values)
  return "\(twoDecimals(median)) (\(twoDecimals(low))–\(twoDecimals(high)))"
}

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap { Int($0) } ?? 2_000_000
let lifecycleCount = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
let runs = max(1, Int(arguments.dropFirst(2).first ?? "") ?? 9)
let workloads = [
  Workload(
    name: "(a) relays: combineLatest → map → filter → distinctUntilChanged → bind(to:)",
    target: 5, reactive: relaysPipeline, closures: storedClosures),
  Workload(
    name: "(b) subjects: combineLatest → map → filter → distinctUntilChanged → subscribe",
    target: 8, reactive: subjectsPipeline, closures: combinedClosures),
  Workload(
    name: "(c) subject → map → filter → distinctUntilChanged, combineLatest(BehaviorSubject)",
    target: 8, reactive: chainThenCombinePipeline, closures: chainThenCombineClosures),
]

print("Reactive against hand-written closures, \(runs) alternating rounds")
print("(median (min–max) over the rounds; targets judged on the median)")
var allMet = true
for workload in workloads {
  let inputs = makeInputs(count: count)
  let expected = workload.closures(inputs)
  let actual = workload.reactive(inputs)
  precondition(expected == actual, "\(workload.name): the sides disagree: \(expected) vs \(actual)")
  let times = measure(workload, inputs, runs: runs)
  // Each round's ratio: its Reactive time over the same round's closures time.
  let ratios = zip(times.reactive, times.closures).map { $0 / $1 }
  let met = spread(ratios).median <= workload.target
  allMet = allMet && met
  print(workload.name)
  print("    \(count) elements, \(actual.0) results")
  print(
    "    M elements/s: closures \(figures(times.closures.map { Double(count) / $0 / 1e6 })), "
      + "Reactive \(figures(times.reactive.map { Double(count) / $0 / 1e6 }))")
  print(
    "    ratio \(figures(ratios))× closures (target ≤ \(Int(workload.target))×): "
      + (met ? "met" : "NOT met"))
}

let lifecycleInputs = makeInputs(count: lifecycleCount)
let lifecycle = Workload(
  name: "(d) BehaviorRelay<String>: build 5 operators, subscribe, send one, dispose",
  target: 1000, reactive: lifecyclePipeline, closures: lifecycleClosures)
let expectedLifecycle = lifecycle.closures(lifecycleInputs)
let actualLifecycle = lifecycle.reactive(lifecycleInputs)
precondition(
  expectedLifecycle == actualLifecycle,
  "(d): the sides disagree: \(expectedLifecycle) vs \(actualLifecycle)")
let lifecycleTimes = measure(lifecycle, lifecycleInputs, runs: runs)
let perIteration = { (time: Double) in time / Double(lifecycleCount) * 1e9 }
let nanoseconds = lifecycleTimes.reactive.map(perIteration)
let lifecycleMet = spread(nanoseconds).median <= lifecycle.target
allMet = allMet && lifecycleMet
print(lifecycle.name)
print("    \(lifecycleCount) iterations")
print(
  "    ns per iteration: closures \(figures(lifecycleTimes.closures.map(perIteration))), "
    + "Reactive \(figures(nanoseconds))")
print("    target ≤ 1000 ns: \(lifecycleMet ? "met" : "NOT met")")
print(allMet ? "all targets met" : "some targets NOT met")
