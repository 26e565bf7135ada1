/// "Did you mean …": the known words closest to a mistyped one, as `git` and `swift` suggest
/// a subcommand. Closeness is the edit distance (insertions, deletions, substitutions and
/// swaps of two neighbours), ignoring case; a word is suggested when at most about a third of
/// what was typed is wrong.
nonisolated public enum Suggestion {
  /// The known words closest to `typed`, best first (at most `limit`; equally close ones in
  /// `known`'s order), or none when nothing is close: `closest(to: "rnu", in: ["run", "report"])` is `["run"]`.
  public static func closest(to typed: String, in known: [String], limit: Int = 3) -> [String] {
    let word = Array(typed.lowercased())
    let allowed = max(1, word.count / 3)
    let ranked = known.compactMap { candidate -> (String, Int)? in
      let distance = editDistance(word, Array(candidate.lowercased()))
      return distance <= allowed && distance > 0 ? (candidate, distance) : nil
    }
    return best(ranked, limit)
  }

  /// The known names that contain a text close to `typed` (a part of a name, as scenario
  /// names are given), best first: `containing(close: "wrong pasword", in: names)`.
  public static func containing(close typed: String, in known: [String], limit: Int = 3)
    -> [String]
  {
    let part = Array(typed.lowercased())
    guard !part.isEmpty else { return [] }
    let allowed = max(1, part.count / 4)
    let ranked = known.compactMap { name -> (String, Int)? in
      let distance = substringDistance(part, in: Array(name.lowercased()))
      return distance <= allowed ? (name, distance) : nil
    }
    return best(ranked, limit)
  }

  /// The first `limit` of `ranked` by distance, ties kept in their order.
  private static func best(_ ranked: [(String, Int)], _ limit: Int) -> [String] {
    ranked.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
      .prefix(limit).map(\.element.0)
  }

  /// `. Did you mean 'a' or 'b'?`, to end a sentence with, or "" when `words` is empty.
  public static func sentence(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    let quoted = words.map { "'\($0)'" }
    let list =
      words.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or '\(last)'"
    return ". Did you mean \(list)?"
  }

  /// The optimal-string-alignment distance between `a` and `b`.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }

  /// The fewest edits that make `part` equal to some run of `text`'s characters (Sellers'
  /// approximate matching: the match may start and end anywhere in `text`).
  static func substringDistance(_ part: [Character], in text: [Character]) -> Int {
    var previous = [Int](repeating: 0, count: text.count + 1)
    var current = previous
    for i in 1...part.count {
      current[0] = i
      for j in stride(from: 1, through: text.count, by: 1) {
        let cost = part[i - 1] == text[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous.min() ?? part.count
  }
}
