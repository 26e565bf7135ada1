/// A minimal tokenizer for code text already stripped of comments and string contents by
/// `SwiftSourceScanner`: identifiers (with `@`/`#` prefixes kept) and single punctuation.
nonisolated public enum SwiftTokens {
  /// Splits `code` into identifier and punctuation tokens, dropping whitespace.
  public static func tokens(_ code: some StringProtocol) -> [Substring] {
    let text = Substring(code)
    var tokens: [Substring] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if isWhitespace(character) {
        index = text.index(after: index)
      } else if character == "`" {
        // A backquoted identifier is never a keyword.
        let end = text[text.index(after: index)...].firstIndex(of: "`") ?? text.endIndex
        let after = end < text.endIndex ? text.index(after: end) : end
        tokens.append(text[index..<after])
        index = after
      } else if isIdentifierCharacter(character) || character == "@" || character == "#" {
        var end = text.index(after: index)
        while end < text.endIndex, isIdentifierCharacter(text[end]) { end = text.index(after: end) }
        tokens.append(text[index..<end])
        index = end
      } else {
        let end = text.index(after: index)
        tokens.append(text[index..<end])
        index = end
      }
    }
    return tokens
  }

  /// Letters, digits, `_` and any non-ASCII character (Swift allows many in identifiers).
  /// ASCII is decided from the byte: Unicode's property tables, which `isLetter` reads, took
  /// 8% of the docs lint of this repository.
  static func isIdentifierCharacter(_ character: Character) -> Bool {
    guard let byte = character.asciiValue else { return true }
    let lowercased = byte | 0x20
    return byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased)
  }

  /// `Character.isWhitespace`, with ASCII decided from the byte (tab to carriage return,
  /// space).
  static func isWhitespace(_ character: Character) -> Bool {
    guard let byte = character.asciiValue else { return character.isWhitespace }
    return byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
  }

  /// Whether `token` starts like an identifier (not punctuation, not an attribute).
  public static func isIdentifier(_ token: Substring) -> Bool {
    guard let first = token.first else { return false }
    return first == "`" || (isIdentifierCharacter(first) && !first.isNumber)
  }
}
