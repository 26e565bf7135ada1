/// Two texts' lines aligned: the longest run of lines they share, in order, and between them
/// the hunks where they differ. A shared line is equal after trailing whitespace is dropped.
///
/// A longest common subsequence by dynamic programming: a screen's files are a few hundred
/// lines, so the table stays small. (Classroom's `LineDiff` counts the same shortest edit
/// with Myers' algorithm, but keeps no script.)
struct LineAlignment: Equatable, Sendable {
  /// Where the two texts differ: lines of the left from `leftStart` (1-based), lines of the
  /// right from `rightStart`; either side may be empty.
  struct Hunk: Equatable, Sendable {
    /// The number of the left's first line in the hunk (or of the line after, when empty).
    var leftStart: Int
    /// The left's lines.
    var left: [String]
    /// The number of the right's first line in the hunk (or of the line after, when empty).
    var rightStart: Int
    /// The right's lines.
    var right: [String]
  }

  /// How many lines the two share.
  var alike: Int
  /// Where they differ, in order.
  var hunks: [Hunk]

  /// Aligns `left` with `right`.
  init(_ left: [String], _ right: [String]) {
    let a = left.map(Self.trimmed)
    let b = right.map(Self.trimmed)
    // longest[i][j]: the longest common run of a[i...] and b[j...].
    var longest = Array(
      repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        longest[i][j] =
          a[i] == b[j] ? longest[i + 1][j + 1] + 1 : max(longest[i + 1][j], longest[i][j + 1])
      }
    }
    var hunks: [Hunk] = []
    var i = 0
    var j = 0
    // Whether the next differing line starts a hunk (a shared line came before it).
    var pendingOpen = true
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        i += 1
        j += 1
        pendingOpen = true
      } else {
        if pendingOpen {
          hunks.append(Hunk(leftStart: i + 1, left: [], rightStart: j + 1, right: []))
          pendingOpen = false
        }
        if j == b.count || (i < a.count && longest[i + 1][j] >= longest[i][j + 1]) {
          hunks[hunks.count - 1].left.append(left[i])
          i += 1
        } else {
          hunks[hunks.count - 1].right.append(right[j])
          j += 1
        }
      }
    }
    alike = longest[0][0]
    self.hunks = hunks
  }

  /// The lines only the left has.
  var onlyLeft: Int { hunks.reduce(0) { $0 + $1.left.count } }
  /// The lines only the right has.
  var onlyRight: Int { hunks.reduce(0) { $0 + $1.right.count } }

  static func trimmed(_ line: String) -> Substring {
    var line = Substring(line)
    while line.last == " " || line.last == "\t" { line = line.dropLast() }
    return line
  }
}
