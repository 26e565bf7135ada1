// Timing: each side's thread CPU time over alternating rounds, and how the figures print.

import Scheduling

#if os(Linux)
  import Glibc
#endif

/// One workload: its two sides over the same inputs, each returning (count, sum).
struct Workload {
  var name: String
  var reactive: ([(Bool, Int)]) -> (Int, Int)
  var closures: ([(Bool, Int)]) -> (Int, Int)

  /// Runs both sides once and stops the program if they disagree: a side that skipped
  /// work, or computed something else, is not measured.
  func check(_ inputs: [(Bool, Int)]) -> (count: Int, sum: Int) {
    let expected = closures(inputs)
    let actual = reactive(inputs)
    precondition(expected == actual, "\(name): the sides disagree: \(expected) vs \(actual)")
    precondition(expected.0 > 0, "\(name): no results, so nothing was measured")
    return expected
  }
}

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

/// `x` with `digits` decimals (no Foundation, no libm: this target links only the Swift
/// runtime).
func decimals(_ x: Double, _ digits: Int = 2) -> String {
  let scale = digits == 1 ? 10 : 100
  let units = Int(x * Double(scale) + 0.5)
  let fraction = String(units % scale)
  let padding = String(repeating: "0", count: max(0, digits - fraction.count))
  return "\(units / scale).\(padding)\(fraction)"
}

/// "median (min–max)" of `values`.
func figures(_ values: [Double], _ digits: Int = 2) -> String {
  let (low, median, high) = spread(values)
  return "\(decimals(median, digits)) (\(decimals(low, digits))–\(decimals(high, digits)))"
}
