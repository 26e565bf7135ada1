// How the parser cuts a file into lines and a line into its indentation and text.

nonisolated extension ScenarioParser {
  /// The lines of `text`, empty ones included: what `split(omittingEmptySubsequences:
  /// false, whereSeparator: \.isNewline)` gives, found by scalar rather than by character.
  /// A newline scalar is always a character of its own (grapheme clusters break before and
  /// after one), except CR LF, which is one character and so one line break.
  static func lines(of text: String) -> [Substring] {
    var lines: [Substring] = []
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      let scalar = scalars[index]
      switch scalar.value {
      case 0x0A...0x0D, 0x85, 0x2028, 0x2029:
        lines.append(text[start..<index])
        scalars.formIndex(after: &index)
        if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
          scalars.formIndex(after: &index)
        }
        start = index
      default:
        scalars.formIndex(after: &index)
      }
    }
    lines.append(text[start..<scalars.endIndex])
    return lines
  }

  /// A line without its leading and trailing blanks, and how many characters the leading
  /// ones are. By index, in one pass each way: it used to reverse the line twice, through
  /// generic wrappers that cost more than the rest of the parse.
  static func trim(_ line: Substring) -> (indentation: Int, text: Substring) {
    line.isASCII ? trim(line, units: line.utf8) : trim(line, units: line)
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
