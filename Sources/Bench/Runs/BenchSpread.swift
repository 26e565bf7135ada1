/// The spread of one figure over a benchmark's rounds: the smallest, the median and the
/// largest value measured.
nonisolated public struct BenchSpread: Equatable, Sendable, Decodable {
  /// The smallest value.
  public var min: Double
  /// The middle value (the mean of the two middle ones for an even count).
  public var median: Double
  /// The largest value.
  public var max: Double

  /// A spread from explicit figures.
  public init(min: Double, median: Double, max: Double) {
    self.min = min
    self.median = median
    self.max = max
  }

  /// The spread of `samples`, one per round; nil when there is none.
  public init?(_ samples: [Double]) {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    min = sorted[0]
    max = sorted[sorted.count - 1]
    median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Each figure multiplied by `factor` (seconds to milliseconds: 1,000).
  public func scaled(by factor: Double) -> BenchSpread {
    BenchSpread(min: min * factor, median: median * factor, max: max * factor)
  }
}
