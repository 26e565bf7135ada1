/// Tab completion for `patterns play`: the word before the cursor, completed from the
/// language's words, the `:commands` and the ids on screen.
public enum PlayCompletion {
  /// Every word the scenario language uses, and the session's commands.
  public static let words = [
    "type", "into", "clear", "tap", "row", "of", "select", "in", "press", "return", "alert",
    "button", "wait", "expect", "screen", "text", "placeholder", "enabled", "disabled",
    "visible", "hidden", "focused", "selected", "rows", "no", "given", "the", "server", "is",
    "unreachable", "an", "empty", "catalog", "a", "product", "priced", "user", "with",
    "password", "signed", "as", "cannot", "be", "read", "written",
    ":help", ":screen", ":ids", ":expect", ":quit",
  ]

  /// What Tab does to `line` with the cursor at `cursor` (a character offset).
  public struct Result: Equatable, Sendable {
    /// The line after completion.
    public var line: String
    /// The cursor after completion.
    public var cursor: Int
    /// The candidates when several remain (to show); empty otherwise.
    public var candidates: [String]
  }

  /// Completes the word ending at `cursor` from `words` and `ids`: one match is completed
  /// with a space after it; several are completed to their common prefix and listed. Inside
  /// a quoted text nothing happens.
  public static func complete(_ line: String, cursor: Int, ids: [String]) -> Result {
    let characters = Array(line)
    let cursor = min(max(cursor, 0), characters.count)
    let before = characters[..<cursor]
    let unchanged = Result(line: line, cursor: cursor, candidates: [])
    guard before.count(where: { $0 == "\"" }) % 2 == 0 else { return unchanged }
    let start = before.lastIndex(of: " ").map { $0 + 1 } ?? 0
    let prefix = String(characters[start..<cursor])
    var seen = Set<String>()
    let matches = (ids + words).filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }
    guard !matches.isEmpty else { return unchanged }
    let completion = matches.count == 1 ? matches[0] + " " : commonPrefix(matches)
    let inserted = Array(completion.dropFirst(prefix.count))
    let after = characters[cursor...]
    let newLine = String(before) + String(inserted) + String(after)
    return Result(
      line: newLine, cursor: cursor + inserted.count,
      candidates: matches.count == 1 ? [] : matches.sorted())
  }

  private static func commonPrefix(_ texts: [String]) -> String {
    guard var prefix = texts.first.map(Array.init) else { return "" }
    for text in texts.dropFirst() {
      let characters = Array(text)
      var length = 0
      while length < min(prefix.count, characters.count), prefix[length] == characters[length] {
        length += 1
      }
      prefix = Array(prefix[..<length])
    }
    return String(prefix)
  }
}
