/// How a student's tests fared against the planted mutants of a "write the tests" exercise:
/// a mutant is killed when the tests fail on it (or no longer build against it).
nonisolated public struct MutationScore: Hashable, Sendable, Codable {
  /// The mutants the tests killed.
  public var killed: Int
  /// The mutants planted.
  public var total: Int
  /// The names of the mutants that survived (the tests passed on them), in plant order.
  public var survivors: [String]

  /// Creates a score.
  public init(killed: Int, total: Int, survivors: [String]) {
    self.killed = killed
    self.total = total
    self.survivors = survivors
  }

  /// The share killed, in percent, rounded down (0 when nothing was planted).
  public var percent: Int { total == 0 ? 0 : killed * 100 / total }
}
