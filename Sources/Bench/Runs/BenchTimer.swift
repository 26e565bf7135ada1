#if os(Linux)
  import Glibc
#endif

/// Timing and interleaving for `patterns bench`.
enum BenchTimer {
  /// The time `body` takes, in seconds: the CPU time of this thread where the platform tells
  /// it (Linux), so other processes on a shared machine do not count; the monotonic clock
  /// elsewhere. Everything measured runs synchronously on this thread (virtual time), so on
  /// an idle machine both read the same.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return now() - start
  }

  /// Seconds on the clock `seconds(_:)` reads.
  static func now() -> Double {
    #if os(Linux)
      var time = timespec()
      if clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 {
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
      }
    #endif
    let parts = origin.duration(to: .now).components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  private static let origin = ContinuousClock.now

  /// Runs `rounds` rounds; each round takes one sample of every subject in turn (A, B, C,
  /// raw, A, B, C, raw…), so a slow moment of the machine touches every subject alike.
  /// Returns the samples of each subject, in the subjects' order.
  static func interleave(
    rounds: Int, _ subjects: [() throws -> Double]
  ) throws -> [[Double]] {
    var samples = Array(repeating: [Double](), count: subjects.count)
    for _ in 0..<rounds {
      for (index, subject) in subjects.enumerated() { samples[index].append(try subject()) }
    }
    return samples
  }

  /// Like `interleave`, for subjects whose sample is several figures, or nil when they
  /// cannot be measured here: nil for a subject when any of its rounds was.
  static func interleaveSamples(
    rounds: Int, _ subjects: [() throws -> [Double]?]
  ) throws -> [[[Double]]?] {
    var samples: [[[Double]]?] = Array(repeating: [], count: subjects.count)
    for _ in 0..<rounds {
      for (index, subject) in subjects.enumerated() {
        if let sample = try subject() {
          samples[index]?.append(sample)
        } else {
          samples[index] = nil
        }
      }
    }
    return samples
  }

  /// The ratio of each round's sample to the same round's baseline sample.
  static func ratios(_ samples: [Double], to baseline: [Double]) -> [Double] {
    zip(samples, baseline).map { $1 > 0 ? $0 / $1 : 0 }
  }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never) func benchKeep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
