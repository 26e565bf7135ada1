/// Operators and regex literals, split as the compiler splits them.
extension SwiftLexing {
  /// A run of operator characters, split where a comment or a bare regex literal starts.
  mutating func lexOperator() {
    let start = index
    let startColumn = column
    let dotted = bytes[start] == .dot
    let leftBound = isLeftBound(start)
    var end = start
    while end < bytes.count, bytes[end].isOperatorCharacter || (dotted && bytes[end] == .dot) {
      if bytes[end] == .slash {
        if end > start, byte(at: end + 1) == .slash || byte(at: end + 1) == .star { break }
        if mayStartBareRegex(at: end, operatorStart: start, leftBound: leftBound),
          let regexEnd = bareRegexEnd(from: end)
        {
          if end > start {
            index = end
            emit(.operator, from: start, column: startColumn)
          }
          let regexColumn = end - lineStart + 1
          let regexStart = end
          index = regexEnd
          return emit(.regex, from: regexStart, column: regexColumn)
        }
      }
      end += 1
    }
    index = max(end, start + 1)
    emit(.operator, from: start, column: startColumn)
  }

  /// Whether the character before `position` binds an operator there to what precedes it.
  func isLeftBound(_ position: Int) -> Bool {
    guard position > 0 else { return false }
    let previous = bytes[position - 1]
    if previous.isWhitespace || previous.isLineEnd { return false }
    if [.openParen, .openBracket, .openBrace, .comma, .semicolon, .colon].contains(previous) {
      return false
    }
    return !(previous == .slash && position > 1 && bytes[position - 2] == .star)  // `*/`
  }

  /// Whether the compiler tries a regex literal at the `/` at `position`: in prefix position,
  /// or after a keyword that is not itself an expression (`return /a/`).
  func mayStartBareRegex(at position: Int, operatorStart: Int, leftBound: Bool) -> Bool {
    guard let next = byte(at: position + 1), !next.isWhitespace, !next.isLineEnd else {
      return false
    }
    let previous = tokens.last
    if previous?.kind == .identifier, previous?.isBackquoted == false,
      previous?.text == "func" || previous?.text == "operator"
    {
      return false
    }
    if !leftBound { return true }
    guard position == operatorStart, let previous, previous.kind == .identifier,
      !previous.isBackquoted
    else { return false }
    return Self.regexLeadingKeywords.contains(previous.text)
  }

  /// Keywords after which a bound `/` still starts a regex literal.
  static let regexLeadingKeywords: Set<String> = [
    "return", "in", "where", "if", "guard", "while", "case", "throw", "try", "await", "else",
    "switch", "for", "is", "as", "let", "var", "repeat", "do", "catch", "defer", "default",
  ]

  /// Where a bare `/…/` literal starting at `position` ends, with the compiler's heuristics
  /// (one line; no space or tab before the closing `/`; no unbalanced `)`; not ending on a
  /// comment), or nil when it is an operator.
  func bareRegexEnd(from position: Int) -> Int? {
    var cursor = position + 1
    var groups = 0
    var classes = 0
    var lastSpace = -1
    while cursor < bytes.count {
      let current = bytes[cursor]
      switch current {
      case .slash:
        let next = byte(at: cursor + 1)
        if next == .slash || next == .star || lastSpace == cursor - 1 { return nil }
        cursor += 1
        return cursor
      case _ where current.isLineEnd: return nil
      case .backslash:
        if byte(at: cursor + 1)?.isLineEnd ?? true { return nil }
        cursor += 1
      case .openParen where classes == 0: groups += 1
      case .closeParen where classes == 0:
        if groups == 0 { return nil }
        groups -= 1
      case .openBracket: classes += 1
      case .closeBracket where classes > 0: classes -= 1
      case .space, .tab: lastSpace = cursor
      default: break
      }
      cursor += 1
    }
    return nil
  }

  /// `#/…/#` (any number of `#`): always a regex literal, over several lines when the
  /// opening is alone on its line; escapes are honoured.
  mutating func lexExtendedRegex(hashes count: Int) {
    let start = index
    let startLine = line
    let startColumn = column
    index += count + 1
    var afterOpening = index
    while let next = byte(at: afterOpening), next == .space || next == .tab { afterOpening += 1 }
    let multiline = byte(at: afterOpening)?.isLineEnd ?? false
    while index < bytes.count {
      let current = bytes[index]
      if current == .slash, hashes(from: index + 1) >= count {
        index += 1 + count
        break
      }
      if current.isLineEnd, !multiline { break }
      if current == .backslash, index + 1 < bytes.count, !bytes[index + 1].isLineEnd {
        index += 1
      }
      step()
    }
    tokens.append(
      SwiftToken(
        kind: .regex, text: String(decoding: bytes[start..<index], as: UTF8.self), line: startLine,
        column: startColumn))
  }
}
