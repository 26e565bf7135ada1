/// A manifest's text as tokens, comments dropped: identifiers, string literals (without
/// interpolation) and single punctuation characters, each with its line.
enum ManifestTokens {
  /// One token.
  struct Token: Equatable {
    /// The token as written (a string literal with its quotes).
    var text: String
    /// The line it is on (1-based).
    var line: Int
    /// A string literal's contents; nil for any other token.
    var string: String?
  }

  /// The tokens of `text`, in order.
  static func tokens(_ text: String) -> [Token] {
    var tokens: [Token] = []
    let characters = Array(text)
    var index = 0
    var line = 1
    func peek(_ offset: Int) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        line += 1
        index += 1
      } else if character == "/", peek(1) == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
      } else if character == "/", peek(1) == "*" {
        index += 2
        while index < characters.count, !(characters[index] == "*" && peek(1) == "/") {
          if characters[index] == "\n" { line += 1 }
          index += 1
        }
        index += 2
      } else if character == "\"" {
        var contents = ""
        index += 1
        while index < characters.count, characters[index] != "\"", characters[index] != "\n" {
          if characters[index] == "\\", index + 1 < characters.count { index += 1 }
          contents.append(characters[index])
          index += 1
        }
        index += 1
        tokens.append(Token(text: "\"\(contents)\"", line: line, string: contents))
      } else if character.isLetter || character == "_" {
        var word = ""
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
          word.append(characters[index])
          index += 1
        }
        tokens.append(Token(text: word, line: line))
      } else if character.isWhitespace {
        index += 1
      } else {
        tokens.append(Token(text: String(character), line: line))
        index += 1
      }
    }
    return tokens
  }
}
