/// Two pieces of work whose added lines are the same, or nearly: two submissions, or a
/// submission and the reference solution (`Similarity.reference`).
nonisolated public struct SimilarPair: Hashable, Sendable, Codable {
  /// A submission's name.
  public var first: String
  /// Another submission's name, or `Similarity.reference`.
  public var second: String
  /// The equal lines over the lines of the side that added more, from 0 to 1.
  public var share: Double
  /// How many lines are equal.
  public var lines: Int

  /// Creates a pair.
  public init(first: String, second: String, share: Double, lines: Int) {
    self.first = first
    self.second = second
    self.share = share
    self.lines = lines
  }

  /// The share as a whole percentage, rounded down: `97%`.
  public var percent: String { "\(Int((share * 100).rounded(.down)))%" }
}
