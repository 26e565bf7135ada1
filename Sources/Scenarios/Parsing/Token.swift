/// A word or a quoted string on a step line.
nonisolated struct Token: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// Bare text up to white space or a quote: keywords, identifiers, numbers, durations.
    case word(String)
    /// A double-quoted string, escapes resolved.
    case string(String)
  }

  var kind: Kind
  /// The token as written in the file (quotes and escapes included).
  var source: String
  /// Its first column, from 1.
  var column: Int

  /// How an error message names it: `'word'` or the string as written.
  var quoted: String {
    switch kind {
    case .word(let word): "'\(word)'"
    case .string: source
    }
  }

  var word: String? {
    if case .word(let word) = kind { word } else { nil }
  }
}

/// Splits one line into tokens, collecting lexical faults (unclosed string, bad escape).
///
/// It walks the line once, by index, counting columns as it goes (over its bytes when they
/// are its characters, see `LineUnit`); a token's text is a slice of the line. (It used to
/// copy the line into an array of `Character`s and build each token from an array slice,
/// character by character: about a third of parsing.)
nonisolated struct LineLexer {
  /// The tokens, including strings that had a bad escape (kept so matching can go on).
  private(set) var tokens: [Token] = []
  /// Column and message of each lexical fault.
  private(set) var faults: [(column: Int, message: String)] = []
  /// The column just past the line.
  private(set) var endColumn: Int

  /// Reads `line`, whose first character stands at `column`; `isASCII` says whether its
  /// bytes are its characters, if the caller knows.
  init(_ line: Substring, column: Int = 1, isASCII: Bool? = nil) {
    endColumn = column
    if isASCII ?? line.isASCII {
      lex(line, units: line.utf8)
    } else {
      lex(line, units: line)
    }
  }

  private mutating func lex<Units: BidirectionalCollection>(_ line: Substring, units: Units)
  where Units.Index == String.Index, Units.Element: LineUnit {
    var index = units.startIndex
    var column = endColumn
    while index < units.endIndex {
      let unit = units[index]
      if unit.isBlank {
        units.formIndex(after: &index)
        column += 1
      } else if unit == .quote {
        lexString(line, units: units, from: &index, column: &column)
      } else {
        let start = index
        let startColumn = column
        while index < units.endIndex, !units[index].isBlank, units[index] != .quote {
          units.formIndex(after: &index)
          column += 1
        }
        let word = String(line[start..<index])
        tokens.append(Token(kind: .word(word), source: word, column: startColumn))
      }
    }
    endColumn = column
  }

  /// Reads the string that starts at `index` (its opening quote), leaving `index` and
  /// `column` just past it (or at the end of the line, when it is not closed).
  private mutating func lexString<Units: BidirectionalCollection>(
    _ line: Substring, units: Units, from index: inout String.Index, column: inout Int
  ) where Units.Index == String.Index, Units.Element: LineUnit {
    let start = index
    let startColumn = column
    var value = ""
    units.formIndex(after: &index)
    column += 1
    while index < units.endIndex {
      let unit = units[index]
      if unit == .quote {
        units.formIndex(after: &index)
        column += 1
        tokens.append(
          Token(kind: .string(value), source: String(line[start..<index]), column: startColumn))
        return
      }
      if unit == .backslash {
        let escaped = units.index(after: index)
        guard escaped < units.endIndex else { break }
        switch line[escaped] {
        case "\"": value.append("\"")
        case "\\": value.append("\\")
        case "n": value.append("\n")
        default:
          faults.append(
            (
              column,
              "unknown escape '\\\(line[escaped])' in a string; expected \\\", \\\\ or \\n"
            ))
        }
        index = units.index(after: escaped)
        column += 2
        continue
      }
      unit.append(to: &value)
      units.formIndex(after: &index)
      column += 1
    }
    faults.append(
      (startColumn, "unclosed string: expected a closing '\"' before the end of the line"))
    index = units.endIndex
    column = startColumn + units.distance(from: start, to: index)
  }
}
