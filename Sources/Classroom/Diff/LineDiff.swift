/// Counts the lines a change adds and removes, as `git diff --numstat` does: the shortest
/// edit script between the two texts' lines (Myers' algorithm), so a moved block counts as
/// removed and added, and an unchanged line never counts.
///
/// The work is bounded: lines the two texts share at their start and end are set aside
/// first; texts with no line in common (a new file, a deleted one) differ in every line and
/// need no search; and when the texts differ so much that the exact count would take more
/// than `workLimit` steps, the count is a linear estimate, marked `isEstimate`.
nonisolated public enum LineDiff {
  /// The most steps an exact count may take: enough for about 2,000 lines changed in one
  /// file, and a fraction of a second even in a debug build (as `swift run` builds).
  public static let workLimit = 2_000_000

  /// Lines added and removed by a change.
  public struct Count: Hashable, Sendable, Codable {
    /// Lines only the new text has.
    public var added: Int
    /// Lines only the old text has.
    public var removed: Int
    /// Whether the count is an estimate (`LineDiff.workLimit`): no fewer lines differ than
    /// it says, but a line moved within the file may not count.
    public var isEstimate: Bool

    /// Creates a count.
    public init(added: Int, removed: Int, isEstimate: Bool = false) {
      self.added = added
      self.removed = removed
      self.isEstimate = isEstimate
    }

    /// No change.
    public static let zero = Count(added: 0, removed: 0)

    /// Both counts summed; an estimate when either is.
    public static func + (a: Count, b: Count) -> Count {
      Count(
        added: a.added + b.added, removed: a.removed + b.removed,
        isEstimate: a.isEstimate || b.isEstimate)
    }

    private enum CodingKeys: String, CodingKey {
      case added, removed, isEstimate
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      added = try container.decode(Int.self, forKey: .added)
      removed = try container.decode(Int.self, forKey: .removed)
      isEstimate = try container.decodeIfPresent(Bool.self, forKey: .isEstimate) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(added, forKey: .added)
      try container.encode(removed, forKey: .removed)
      if isEstimate { try container.encode(true, forKey: .isEstimate) }
    }
  }

  /// The lines added and removed from `old` to `new` (`nil`: the file does not exist),
  /// exactly when that takes at most `limit` steps of the search, else as an estimate.
  public static func count(from old: String?, to new: String?, limit: Int = workLimit) -> Count {
    let (x, y) = numbered(lines(of: old), lines(of: new))
    // Set aside the lines both share at the start and at the end.
    var start = 0
    while start < x.count, start < y.count, x[start] == y[start] { start += 1 }
    var end = 0
    while end < x.count - start, end < y.count - start,
      x[x.count - 1 - end] == y[y.count - 1 - end]
    {
      end += 1
    }
    let a = x[start..<(x.count - end)]
    let b = y[start..<(y.count - end)]
    // No edit script is shorter than the lines one side has more of than the other. When
    // that is every line, the texts share none, and it is the distance: the search would
    // take D²/2 steps to find it (a new file of 300 lines: 45,000). The search takes at least
    // D²/2 steps for a distance D, so past the limit, skip it.
    let floor = multisetDistance(a, b)
    let search: Distance =
      floor == a.count + b.count
      ? .exact(floor)
      : floor / 2 * (floor + 1) > limit ? .atLeast(floor) : editDistance(a, b, limit: limit)
    switch search {
    case .exact(let distance):
      return Count(
        added: (distance + b.count - a.count) / 2, removed: (distance + a.count - b.count) / 2)
    case .atLeast(let bound):
      // Both bounds have the parity of the exact distance, the search's rounded up to it.
      var distance = max(floor, bound)
      if (distance + a.count + b.count) % 2 == 1 { distance += 1 }
      return Count(
        added: (distance + b.count - a.count) / 2, removed: (distance + a.count - b.count) / 2,
        isEstimate: true)
    }
  }

  /// A text's lines as `git` counts them: split at each newline; a last line without one
  /// still counts; an empty text or a missing file has none.
  public static func lines(of text: String?) -> [Substring] {
    guard let text, !text.isEmpty else { return [] }
    var result = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { result.removeLast() }
    return result
  }

  /// Both texts' lines as small integers (equal lines, equal numbers), so that the inner
  /// loop compares integers, not strings.
  static func numbered(_ a: [Substring], _ b: [Substring]) -> ([Int], [Int]) {
    var ids: [Substring: Int] = [:]
    ids.reserveCapacity(a.count + b.count)
    func id(_ line: Substring) -> Int {
      if let known = ids[line] { return known }
      ids[line] = ids.count
      return ids.count - 1
    }
    return (a.map(id), b.map(id))
  }

  /// An edit distance: exact, or, when the search ran out of steps, a lower bound.
  enum Distance: Equatable {
    case exact(Int)
    case atLeast(Int)
  }

  /// The fewest insertions plus deletions that turn `a` into `b` (Myers, O((N+M)·D)), or
  /// a lower bound once the search has taken `limit` steps.
  static func editDistance(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, limit work: Int)
    -> Distance
  {
    let x = Array(a)
    let y = Array(b)
    let n = x.count
    let m = y.count
    let limit = n + m
    guard limit > 0 else { return .exact(0) }
    var furthest = [Int](repeating: 0, count: 2 * limit + 2)
    var steps = 0
    for distance in 0...limit {
      for diagonal in stride(from: -distance, through: distance, by: 2) {
        let index = diagonal + limit
        var column: Int
        if diagonal == -distance
          || (diagonal != distance && furthest[index - 1] < furthest[index + 1])
        {
          column = furthest[index + 1]
        } else {
          column = furthest[index - 1] + 1
        }
        var row = column - diagonal
        let snakeStart = column
        while column < n, row < m, x[column] == y[row] {
          column += 1
          row += 1
        }
        steps += 1 + column - snakeStart
        furthest[index] = column
        if column >= n, row >= m { return .exact(distance) }
      }
      if steps > work { return .atLeast(distance + 1) }
    }
    return .exact(limit)
  }

  /// The lines one text has more of than the other, summed: no edit script is shorter.
  /// (Lines are numbered densely from 0, so an array counts them.)
  static func multisetDistance(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> Int {
    var balance = [Int](repeating: 0, count: (a.max() ?? -1) + 1 + (b.max() ?? -1) + 1)
    for line in a { balance[line] += 1 }
    for line in b { balance[line] -= 1 }
    return balance.reduce(0) { $0 + abs($1) }
  }
}
