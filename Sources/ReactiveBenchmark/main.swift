// reactive-benchmark: what the Reactive module costs over hand-written code doing the same
// work (issues 20 and 27), and what the other shapes of one pipeline cost.
//
// (a) combineLatest of two relays → map (sum) → filter (drop multiples of 3) →
//     distinctUntilChanged → bind(to:) a BehaviorRelay;
// (b) the same on PublishSubjects, ending in subscribe(onNext:);
// (c) a subject → map → filter → distinctUntilChanged, then combineLatest with a
//     BehaviorSubject, ending in subscribe(onNext:);
// (d) build five operators on a BehaviorRelay<String>, subscribe, send one element, dispose:
//     nanoseconds per iteration (target ≤ 1,000 ns);
// shapes: (b) ended or begun the other ways users write it (Shapes.swift).
//
// Both sides do their work: the inputs are pseudo-random values made at run time, every
// result goes to `sink` and every hand-written stage of (d) through `opaque`, functions
// chosen at run time (Opaque.swift), and both sides of each workload must produce the same
// count and sum of results (checked before timing). Times are this thread's CPU time
// (Linux; `LiveScheduler`'s clock elsewhere). The sides alternate for several rounds; each
// round's ratio is its Reactive time over its hand-written time, and a target is judged on
// the median ratio (min and max printed).
//
// The same files build outside the package, in a package that depends on this one by
// path (Scripts/benchmark-reactive.sh --outside): the first line printed says which.

let arguments = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") }
let count = arguments.first.flatMap { Int($0) } ?? 2_000_000
let lifecycleCount = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
let runs = max(1, Int(arguments.dropFirst(2).first ?? "") ?? 9)
installOpaqueFunctions(discard: CommandLine.arguments.contains("--discard-results"))

let workloads: [(Workload, target: Double)] = [
  (
    Workload(
      name: "(a) relays: combineLatest → map → filter → distinctUntilChanged → bind(to:)",
      reactive: relaysPipeline, closures: storedClosures), 5
  ),
  (
    Workload(
      name: "(b) subjects: combineLatest → map → filter → distinctUntilChanged → subscribe",
      reactive: subjectsPipeline, closures: combinedClosures), 8
  ),
  (
    Workload(
      name: "(c) subject → map → filter → distinctUntilChanged, combineLatest(BehaviorSubject)",
      reactive: chainThenCombinePipeline, closures: chainThenCombineClosures), 8
  ),
]

print("Reactive against hand-written closures, \(runs) alternating rounds (\(builtWhere))")
print("(median (min–max) over the rounds; targets judged on the median)")
let inputs = makeInputs(count: count)
var allMet = true
for (workload, target) in workloads {
  let results = workload.check(inputs)
  let times = measure(workload, inputs, runs: runs)
  // Each round's ratio: its Reactive time over the same round's closures time.
  let ratios = zip(times.reactive, times.closures).map { $0 / $1 }
  let met = spread(ratios).median <= target
  allMet = allMet && met
  let perElement = { (time: Double) in time / Double(count) * 1e9 }
  print(workload.name)
  print("    \(count) elements, \(results.count) results")
  print(
    "    ns per element: closures \(figures(times.closures.map(perElement))), "
      + "Reactive \(figures(times.reactive.map(perElement)))")
  print(
    "    ratio \(figures(ratios))× closures (target ≤ \(Int(target))×): "
      + (met ? "met" : "NOT met"))
}

let lifecycleInputs = makeInputs(count: lifecycleCount)
let lifecycle = Workload(
  name: "(d) BehaviorRelay<String>: build 5 operators, subscribe, send one, dispose",
  reactive: lifecyclePipeline, closures: lifecycleClosures)
_ = lifecycle.check(lifecycleInputs)
let lifecycleTimes = measure(lifecycle, lifecycleInputs, runs: runs)
let perIteration = { (time: Double) in time / Double(lifecycleCount) * 1e9 }
let nanoseconds = lifecycleTimes.reactive.map(perIteration)
let lifecycleMet = spread(nanoseconds).median <= 1000
allMet = allMet && lifecycleMet
print(lifecycle.name)
print("    \(lifecycleCount) iterations")
print(
  "    ns per iteration: closures \(figures(lifecycleTimes.closures.map(perIteration))), "
    + "Reactive \(figures(nanoseconds))")
print(
  "    ratio \(figures(zip(lifecycleTimes.reactive, lifecycleTimes.closures).map { $0 / $1 }))"
    + "× closures; target ≤ 1000 ns: \(lifecycleMet ? "met" : "NOT met")")
print(allMet ? "all targets met" : "some targets NOT met")

print()
print("Shapes of (b), against (b)'s closures: ns per element, and the ratio (no targets)")
for (name, pipeline) in shapes {
  let shape = Workload(name: name, reactive: pipeline, closures: combinedClosures)
  _ = shape.check(inputs)
  let times = measure(shape, inputs, runs: runs)
  let ratios = zip(times.reactive, times.closures).map { $0 / $1 }
  print("  \(name)")
  print(
    "    \(figures(times.reactive.map { $0 / Double(count) * 1e9 }, 1)) ns, "
      + "\(figures(ratios, 1))×")
}
