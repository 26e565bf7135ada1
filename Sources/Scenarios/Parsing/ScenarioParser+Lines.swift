// How the parser cuts a file into lines and a line into its indentation and text.

nonisolated extension ScenarioParser {
  /// One line of a file, without its line break.
  struct Line {
    var text: Substring
    /// Whether its bytes are its characters (see `LineUnit`): it is all ASCII (a line
    /// holds no CR, so no CR LF).
    var isASCII: Bool
  }

  /// The lines of `text`, empty ones included: what `split(omittingEmptySubsequences:
  /// false, whereSeparator: \.isNewline)` gives, found in one pass over the UTF-8 bytes,
  /// which also tells which lines are ASCII. A newline scalar is always a character of its
  /// own (grapheme clusters break before and after one), except CR LF, which is one
  /// character and so one line break; the newline scalars beyond ASCII are NEL (C2 85),
  /// LINE SEPARATOR (E2 80 A8) and PARAGRAPH SEPARATOR (E2 80 A9).
  static func lines(of text: String) -> [Line] {
    var lines: [Line] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    var isASCII = true
    func endLine(at end: String.Index, breakLength: Int) {
      lines.append(Line(text: text[start..<end], isASCII: isASCII))
      index = utf8.index(end, offsetBy: breakLength)
      start = index
      isASCII = true
    }
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte < 0x80 {
        if byte >= 0x0A, byte <= 0x0D {
          let next = utf8.index(after: index)
          let crlf = byte == 0x0D && next < utf8.endIndex && utf8[next] == 0x0A
          endLine(at: index, breakLength: crlf ? 2 : 1)
          continue
        }
      } else {
        if byte == 0xC2 || byte == 0xE2 {
          // Valid UTF-8 (a `String`'s) has the continuation bytes of a lead byte.
          let second = utf8[utf8.index(after: index)]
          if byte == 0xC2, second == 0x85 {
            endLine(at: index, breakLength: 2)
            continue
          }
          if byte == 0xE2, second == 0x80 {
            let third = utf8[utf8.index(index, offsetBy: 2)]
            if third == 0xA8 || third == 0xA9 {
              endLine(at: index, breakLength: 3)
              continue
            }
          }
        }
        isASCII = false
      }
      utf8.formIndex(after: &index)
    }
    lines.append(Line(text: text[start..<utf8.endIndex], isASCII: isASCII))
    return lines
  }

  /// A line without its leading and trailing blanks, and how many characters the leading
  /// ones are. By index, in one pass each way: it used to reverse the line twice, through
  /// generic wrappers that cost more than the rest of the parse.
  static func trim(_ line: Substring, isASCII: Bool? = nil) -> (
    indentation: Int, text: Substring
  ) {
    isASCII ?? line.isASCII ? trim(line, units: line.utf8) : trim(line, units: line)
  }

  private static func trim<Units: BidirectionalCollection>(_ line: Substring, units: Units) -> (
    indentation: Int, text: Substring
  ) where Units.Index == String.Index, Units.Element: LineUnit {
    var start = units.startIndex
    var indentation = 0
    while start < units.endIndex, units[start].isBlank {
      units.formIndex(after: &start)
      indentation += 1
    }
    var end = units.endIndex
    while end > start {
      let last = units.index(before: end)
      if !units[last].isBlank { break }
      end = last
    }
    return (indentation, line[start..<end])
  }
}
