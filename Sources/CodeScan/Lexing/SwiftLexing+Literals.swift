/// String and comment lexing, with the compiler's rules.
extension SwiftLexing {
  /// The number of `#` from `position` on.
  func hashes(from position: Int) -> Int {
    var count = 0
    while position + count < bytes.count, bytes[position + count] == .hash { count += 1 }
    return count
  }

  func isTripleQuote(at position: Int) -> Bool {
    byte(at: position) == .quote && byte(at: position + 1) == .quote
      && byte(at: position + 2) == .quote
  }

  /// `#"…"#`, `#/…/#`, `#name`, or a lone `#`.
  mutating func lexHash() {
    let start = index
    let startColumn = column
    let count = hashes(from: index)
    let after = index + count
    if byte(at: after) == .quote {
      return beginString(hashes: count)
    }
    if byte(at: after) == .slash {
      return lexExtendedRegex(hashes: count)
    }
    if count == 1, byte(at: index + 1)?.isIdentifierStart == true {
      index += 1
      while index < bytes.count, bytes[index].isIdentifierPart { index += 1 }
      return emit(.pound, from: start, column: startColumn)
    }
    for _ in 0..<count {  // the whole run at once: counting it again from each `#` is quadratic
      index += 1
      emit(.punctuation, from: index - 1, column: column - 1)
    }
  }

  /// Opens a string literal at `index` (its `#`s, then `"` or `"""`).
  mutating func beginString(hashes: Int) {
    segmentLine = line
    segmentColumn = column
    let quote = index + hashes
    let multiline = isTripleQuote(at: quote)
    stack.append(.string(hashes: hashes, multiline: multiline))
    index = quote + (multiline ? 3 : 1)
    segmentStart = index
  }

  mutating func emitSegment(upTo end: Int) {
    tokens.append(
      SwiftToken(
        kind: .string, text: String(decoding: bytes[segmentStart..<end], as: UTF8.self),
        line: segmentLine, column: segmentColumn))
  }

  /// Reads string text up to the string's end, an interpolation, or (for a single-line
  /// string) the end of the line, where the compiler stops it too.
  mutating func lexString(hashes: Int, multiline: Bool) {
    while index < bytes.count {
      let current = bytes[index]
      if current == .backslash, self.hashes(from: index + 1) >= hashes {
        let after = index + 1 + hashes
        if byte(at: after) == .openParen {
          emitSegment(upTo: index)
          stack.append(.interpolation(parens: 0))
          index = after + 1
          return
        }
        index = after
        if index < bytes.count, !bytes[index].isLineEnd { step() }  // the escaped character
      } else if current == .quote, !multiline || isTripleQuote(at: index),
        self.hashes(from: index + (multiline ? 3 : 1)) >= hashes
      {
        emitSegment(upTo: index)
        stack.removeLast()
        index += (multiline ? 3 : 1) + hashes
        return
      } else if current.isLineEnd, !multiline {
        emitSegment(upTo: index)
        stack.removeLast()
        return
      } else {
        step()
      }
    }
  }

  /// Reads a block comment, nested ones included, to its end.
  mutating func lexBlockComment(depth start: Int) {
    var depth = start
    while index < bytes.count, depth > 0 {
      if bytes[index] == .slash, byte(at: index + 1) == .star {
        depth += 1
        index += 2
      } else if bytes[index] == .star, byte(at: index + 1) == .slash {
        depth -= 1
        index += 2
      } else {
        step()
      }
    }
    if depth == 0 {
      stack.removeLast()
    } else {
      stack[stack.count - 1] = .blockComment(depth: depth)
    }
  }
}
