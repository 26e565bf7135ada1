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
nonisolated struct LineLexer {
  /// The tokens, including strings that had a bad escape (kept so matching can go on).
  private(set) var tokens: [Token] = []
  /// Column and message of each lexical fault.
  private(set) var faults: [(column: Int, message: String)] = []

  init(_ line: Substring) {
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character == "\"" {
        index = lexString(characters, from: index)
      } else {
        let start = index
        while index < characters.count, !characters[index].isWhitespace,
          characters[index] != "\""
        {
          index += 1
        }
        let word = String(characters[start..<index])
        tokens.append(Token(kind: .word(word), source: word, column: start + 1))
      }
    }
  }

  /// Whether a string ran to the end of the line without its closing quote.
  var hasUnclosedString = false

  private mutating func lexString(_ characters: [Character], from start: Int) -> Int {
    var index = start + 1
    var value = ""
    while index < characters.count {
      let character = characters[index]
      if character == "\"" {
        tokens.append(
          Token(
            kind: .string(value), source: String(characters[start...index]), column: start + 1))
        return index + 1
      }
      if character == "\\" {
        guard index + 1 < characters.count else { break }
        switch characters[index + 1] {
        case "\"": value.append("\"")
        case "\\": value.append("\\")
        case "n": value.append("\n")
        default:
          faults.append(
            (
              index + 1,
              "unknown escape '\\\(characters[index + 1])' in a string; expected \\\", \\\\ or \\n"
            ))
        }
        index += 2
        continue
      }
      value.append(character)
      index += 1
    }
    faults.append(
      (start + 1, "unclosed string: expected a closing '\"' before the end of the line"))
    hasUnclosedString = true
    return characters.count
  }
}
