/// Counts the lines a change adds and removes, as `git diff --numstat` does: the shortest
/// edit script between the two texts' lines (Myers' algorithm), so a moved block counts as
/// removed and added, and an unchanged line never counts.
nonisolated public enum LineDiff {
  /// Lines added and removed by a change.
  public struct Count: Hashable, Sendable, Codable {
    /// Lines only the new text has.
    public var added: Int
    /// Lines only the old text has.
    public var removed: Int

    /// Creates a count.
    public init(added: Int, removed: Int) {
      self.added = added
      self.removed = removed
    }

    /// No change.
    public static let zero = Count(added: 0, removed: 0)

    /// Both counts summed.
    public static func + (a: Count, b: Count) -> Count {
      Count(added: a.added + b.added, removed: a.removed + b.removed)
    }
  }

  /// The lines added and removed from `old` to `new` (`nil`: the file does not exist).
  public static func count(from old: String?, to new: String?) -> Count {
    let before = lines(of: old)
    let after = lines(of: new)
    let distance = editDistance(before, after)
    return Count(
      added: (distance + after.count - before.count) / 2,
      removed: (distance + before.count - after.count) / 2)
  }

  /// A text's lines as `git` counts them: split at each newline; a last line without one
  /// still counts; an empty text or a missing file has none.
  public static func lines(of text: String?) -> [Substring] {
    guard let text, !text.isEmpty else { return [] }
    var result = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { result.removeLast() }
    return result
  }

  /// The fewest insertions plus deletions that turn `a` into `b` (Myers, O((N+M)·D)).
  static func editDistance(_ a: [Substring], _ b: [Substring]) -> Int {
    // Compare small integers, not strings, in the inner loop.
    var ids: [Substring: Int] = [:]
    let x = a.map { line in
      ids[line]
        ?? {
          ids[line] = ids.count; return ids.count - 1
        }()
    }
    let y = b.map { line in
      ids[line]
        ?? {
          ids[line] = ids.count; return ids.count - 1
        }()
    }
    let n = x.count
    let m = y.count
    let limit = n + m
    guard limit > 0 else { return 0 }
    var furthest = [Int](repeating: 0, count: 2 * limit + 2)
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
        while column < n, row < m, x[column] == y[row] {
          column += 1
          row += 1
        }
        furthest[index] = column
        if column >= n, row >= m { return distance }
      }
    }
    return limit
  }
}
