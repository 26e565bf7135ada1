/// Timing and interleaving for `patterns bench`.
enum BenchTimer {
  /// The time `body` takes, in seconds, on the monotonic clock.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    let parts = elapsed.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

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
