/// Splits Swift source into code tokens: comments (line, block, nested, doc) are skipped;
/// a string literal (plain, multi-line, raw with any number of `#`) becomes one token per
/// stretch of text while the code of its interpolations (`\(…)`, `\#(…)` in raw strings)
/// is tokenised as code, to any depth; regex literals are found with the compiler's rules.
///
/// It never fails and its work is linear in the input (a bare regex literal's scan stops at
/// the next unescaped `/` on its line, and no later candidate starts before that); on text
/// that is not Swift it still returns tokens.
nonisolated public enum SwiftLexer {
  /// The code tokens of `source`, in order.
  public static func tokens(_ source: String) -> [SwiftToken] {
    var lexing = SwiftLexing(Array(source.utf8))
    lexing.run()
    return lexing.tokens
  }
}

/// The lexer's state: a cursor over the bytes and a stack of what it is inside.
nonisolated struct SwiftLexing {
  enum Context {
    case code
    case interpolation(parens: Int)
    case string(hashes: Int, multiline: Bool)
    case blockComment(depth: Int)
  }

  let bytes: [UInt8]
  var index = 0
  var line = 1
  var lineStart = 0
  var tokens: [SwiftToken] = []
  var stack: [Context] = [.code]
  /// Where the current stretch of string text starts, and the position its token gets.
  var segmentStart = 0
  var segmentLine = 1
  var segmentColumn = 1

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var column: Int { index - lineStart + 1 }

  func byte(at position: Int) -> UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func run() {
    if bytes.starts(with: [.hash, .bang]) {
      while index < bytes.count, !bytes[index].isLineEnd { index += 1 }
    }
    while index < bytes.count {
      switch stack[stack.count - 1] {
      case .code, .interpolation: lexCode()
      case .string(let hashes, let multiline): lexString(hashes: hashes, multiline: multiline)
      case .blockComment(let depth): lexBlockComment(depth: depth)
      }
    }
    if case .string = stack[stack.count - 1] { emitSegment(upTo: bytes.count) }
  }

  /// Moves past one byte, counting lines (`\n`, `\r\n` and a lone `\r` each end one).
  mutating func step() {
    let current = bytes[index]
    index += 1
    if current == .lineFeed || (current == .carriageReturn && byte(at: index) != .lineFeed) {
      line += 1
      lineStart = index
    }
  }

  mutating func emit(_ kind: SwiftToken.Kind, from start: Int, column: Int) {
    tokens.append(
      SwiftToken(
        kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line,
        column: column))
  }

  /// Skips a comment or whitespace, or reads one token.
  mutating func lexCode() {
    let current = bytes[index]
    let start = index
    let startColumn = column
    switch current {
    case _ where current.isWhitespace || current.isLineEnd:
      step()
    case .slash where byte(at: index + 1) == .slash:
      while index < bytes.count, !bytes[index].isLineEnd { index += 1 }
    case .slash where byte(at: index + 1) == .star:
      stack.append(.blockComment(depth: 1))
      index += 2
    case .quote:
      beginString(hashes: 0)
    case .hash:
      lexHash()
    case .at where byte(at: index + 1)?.isIdentifierStart == true:
      index += 1
      while index < bytes.count, bytes[index].isIdentifierPart { index += 1 }
      emit(.attribute, from: start, column: startColumn)
    case .backquote:
      lexBackquoted()
    case _ where current.isIdentifierStart:
      while index < bytes.count, bytes[index].isIdentifierPart { index += 1 }
      emit(.identifier, from: start, column: startColumn)
    case _ where current.isDigit:
      while let next = byte(at: index),
        next.isIdentifierPart || (next == .dot && byte(at: index + 1)?.isDigit == true)
      {
        index += 1
      }
      emit(.number, from: start, column: startColumn)
    case .openParen, .closeParen:
      lexParen()
    case .dot where byte(at: index + 1) != .dot:
      index += 1
      emit(.punctuation, from: start, column: startColumn)
    case _ where current.isOperatorCharacter || current == .dot:
      lexOperator()
    default:
      index += 1
      emit(.punctuation, from: start, column: startColumn)
    }
  }

  /// `(` and `)`, which open and close an interpolation's code as well.
  mutating func lexParen() {
    let start = index
    let startColumn = column
    index += 1
    guard case .interpolation(let parens) = stack[stack.count - 1] else {
      return emit(.punctuation, from: start, column: startColumn)
    }
    if bytes[start] == .openParen {
      stack[stack.count - 1] = .interpolation(parens: parens + 1)
    } else if parens > 0 {
      stack[stack.count - 1] = .interpolation(parens: parens - 1)
    } else {
      stack.removeLast()  // back in the string: its next stretch starts here
      segmentStart = index
      segmentLine = line
      segmentColumn = column
      return
    }
    emit(.punctuation, from: start, column: startColumn)
  }

  /// `` `name` ``: the name; a lone backquote is punctuation.
  mutating func lexBackquoted() {
    var end = index + 1
    while end < bytes.count, bytes[end] != .backquote, !bytes[end].isLineEnd { end += 1 }
    let startColumn = column
    guard end < bytes.count, bytes[end] == .backquote, end > index + 1 else {
      index += 1
      return emit(.punctuation, from: index - 1, column: startColumn)
    }
    tokens.append(
      SwiftToken(
        kind: .identifier, text: String(decoding: bytes[(index + 1)..<end], as: UTF8.self),
        line: line, column: startColumn, isBackquoted: true))
    index = end + 1
  }
}
