import CodeScan
/// Finds submissions identical or nearly identical to the reference solution or to each
/// other, from what each added against the exercise's starting point.
///
/// A piece of work is the multiset of lines it added (`Baseline.added`), each normalised: comments and
/// whitespace dropped, tokens joined by one space (`SwiftLexer`), and a line with no name,
/// literal or attribute (a lone `}`) dropped, so that reformatting or recommenting changes
/// nothing. Two pieces are similar when the lines they share are at least `threshold` of the
/// larger one's. A piece of fewer than `minimumLines` lines is never flagged: a three-line fix
/// is the same for every student who found it.
nonisolated public enum Similarity {
  /// The name the reference solution goes by in a pair.
  public static let reference = "reference solution"
  /// The share of equal lines from which a pair is flagged (80%).
  public static let threshold = 0.8
  /// The fewest added lines a piece of work needs to be compared (10).
  public static let minimumLines = 10

  /// One submission's work: its name and the normalised lines it added.
  public struct Work: Hashable, Sendable {
    /// The submission's name.
    public var name: String
    /// The lines it added (`addedLines`).
    public var lines: [String]

    /// Creates a piece of work.
    public init(name: String, lines: [String]) {
      self.name = name
      self.lines = lines
    }
  }

  /// Each line as a short fingerprint (FNV-1a, 64 bits, hexadecimal), so that a report can
  /// carry a work's lines, and shards merged later still compare, without its code.
  public static func fingerprints(_ lines: [String]) -> [String] {
    lines.map { line in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in line.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return String(hash, radix: 16)
    }
  }

  /// The normalised lines of `source`, in order.
  public static func normalisedLines(_ source: String) -> [String] {
    var lines: [String] = []
    var current: [String] = []
    var line = 0
    var meaningful = false
    func close() {
      if meaningful { lines.append(current.joined(separator: " ")) }
      current = []
      meaningful = false
    }
    for token in SwiftLexer.tokens(source) {
      if token.line != line {
        close()
        line = token.line
      }
      current.append(token.kind == .string ? "\"" + token.text + "\"" : token.text)
      if token.kind != .punctuation, token.kind != .operator { meaningful = true }
    }
    close()
    return lines
  }

  /// The starting point's normalised lines, file by file, read once for a whole class.
  public struct Baseline: Sendable {
    private var lines: [String: [String: Int]] = [:]

    /// The starting point of an exercise: its files' texts by path.
    public init(_ files: [String: String]) {
      for (path, text) in files {
        for line in normalisedLines(text) { lines[path, default: [:]][line, default: 0] += 1 }
      }
    }

    /// The normalised lines `submitted` (file texts by path) adds: per file, its lines less
    /// the starting point's lines of the same path (none for a new file), as multisets.
    public func added(_ submitted: [String: String]) -> [String] {
      submitted.keys.sorted().flatMap { path in
        var before = lines[path] ?? [:]
        return normalisedLines(submitted[path] ?? "").filter { line in
          guard let count = before[line], count > 0 else { return true }
          before[line] = count - 1
          return false
        }
      }
    }
  }

  /// Every pair of `works` (and of a work and the `reference` solution's added lines, when
  /// given) whose share of equal lines is at least `threshold`, both sides with at least
  /// `minimumLines`: the highest share first, then by names. In a pair of submissions the
  /// names are in order; the reference is always second.
  public static func pairs(
    _ works: [Work], reference: [String]? = nil, threshold: Double = threshold,
    minimumLines: Int = minimumLines
  ) -> [SimilarPair] {
    var ids: [String: Int] = [:]
    func sortedIDs(_ lines: [String]) -> [Int] {
      lines.map { line in
        if let id = ids[line] { return id }
        ids[line] = ids.count
        return ids.count - 1
      }.sorted()
    }
    var pieces = works.filter { $0.lines.count >= minimumLines }
      .map { (name: $0.name, lines: sortedIDs($0.lines)) }
      .sorted { ($0.lines.count, $0.name) < ($1.lines.count, $1.name) }
    if let reference, reference.count >= minimumLines {
      pieces.append((name: Self.reference, lines: sortedIDs(reference)))
      pieces.sort { ($0.lines.count, $0.name) < ($1.lines.count, $1.name) }
    }
    var found: [SimilarPair] = []
    for (index, smaller) in pieces.enumerated() {
      // Sorted by size: once the larger side outgrows the smaller by the threshold, no
      // later one can reach it.
      for larger in pieces[(index + 1)...] {
        if Double(smaller.lines.count) < threshold * Double(larger.lines.count) { break }
        let equal = commonCount(smaller.lines, larger.lines)
        let share = Double(equal) / Double(larger.lines.count)
        guard share >= threshold else { continue }
        let names = [smaller.name, larger.name].sorted {
          ($0 == Self.reference ? 1 : 0, $0) < ($1 == Self.reference ? 1 : 0, $1)
        }
        found.append(SimilarPair(first: names[0], second: names[1], share: share, lines: equal))
      }
    }
    return found.sorted { ($1.share, $0.first, $0.second) < ($0.share, $1.first, $1.second) }
  }

  /// The size of the multiset intersection of two sorted arrays.
  static func commonCount(_ a: [Int], _ b: [Int]) -> Int {
    var i = 0
    var j = 0
    var count = 0
    while i < a.count, j < b.count {
      if a[i] == b[j] {
        count += 1
        i += 1
        j += 1
      } else if a[i] < b[j] {
        i += 1
      } else {
        j += 1
      }
    }
    return count
  }
}
