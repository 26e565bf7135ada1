/// The one text layout of monospaced text: the tool's terminal output (help, tables, the run
/// matrix) and HeadlessUI's screen renders. Widths are display columns, as a terminal shows
/// them (a wide CJK character or an emoji takes two), measured by `DisplayWidth`.
nonisolated public enum TextLayout {
  /// The columns `text` takes.
  public static func width(_ text: some StringProtocol) -> Int {
    DisplayWidth.of(text)
  }

  /// `text` followed by spaces up to `columns` columns (at least `minimumGap` spaces).
  public static func padded(_ text: String, to columns: Int, minimumGap: Int = 0) -> String {
    text + String(repeating: " ", count: max(minimumGap, columns - width(text)))
  }

  /// Spaces then `text`, right-aligned in `columns` columns.
  public static func rightAligned(_ text: String, in columns: Int) -> String {
    String(repeating: " ", count: max(0, columns - width(text))) + text
  }

  /// `text` broken at spaces into lines of at most `columns` columns (a single word wider
  /// than that stays whole on its own line); each line of `text` is a paragraph of its own.
  public static func wrapped(_ text: String, to columns: Int) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      var lines: [String] = []
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty, width(line) + 1 + width(word) > columns {
          lines.append(line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      return lines + [line]
    }
  }

  /// `text` cut to at most `columns` columns, ending with "…" when something was cut.
  ///
  /// It reads only as far as it must (one character past `columns`), so a field holding a
  /// megabyte renders as fast as one holding a word.
  public static func truncated(_ text: String, to columns: Int) -> String {
    var used = 0
    var cut: String.Index?  // where the text ends when it needs the "…"
    var index = text.startIndex
    while index < text.endIndex {
      let width = DisplayWidth.of(text[index])
      if cut == nil, used + width > columns - 1 { cut = index }
      used += width
      if used > columns, let cut { return String(text[..<cut]) + "…" }
      index = text.index(after: index)
    }
    return text
  }

  /// `text` cut to at most `columns` columns by replacing its middle with "…", so both the
  /// start and the end of a path stay readable.
  public static func truncatedInMiddle(_ text: String, to columns: Int) -> String {
    guard width(text) > columns, columns > 1 else { return text }
    let tailColumns = (columns - 1) / 2
    let head = truncated(text, to: columns - tailColumns).dropLast()  // its "…"
    var tail = ""
    var used = 0
    for character in text.reversed() {
      let w = DisplayWidth.of(character)
      if used + w > tailColumns { break }
      tail.insert(character, at: tail.startIndex)
      used += w
    }
    return head + "…" + tail
  }
}
