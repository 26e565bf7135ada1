/// Splits Swift source into lines and tells, for each line, whether it holds code, comment or
/// nothing, and what its code reads like with comments removed and string contents blanked.
///
/// Handles `//` and `///` line comments, nested `/* */` block comments, single-line and
/// multi-line (`"""`) string literals, raw strings (`#"…"#`, `##"""…"""##`) and
/// interpolations (`\(…)`, `\#(…)`) to any depth, so comment markers inside strings and string
/// delimiters inside comments are never mistaken for what they are not.
nonisolated public enum SwiftSourceScanner {
  /// What one physical line of a source file holds.
  public struct Line: Equatable, Sendable {
    /// The line has a non-whitespace character outside comments (string contents count).
    public var hasCode: Bool
    /// The line has a comment marker or comment text.
    public var hasComment: Bool
    /// The line's code with comments replaced by spaces and string contents blanked
    /// (delimiters kept as `"`), for spotting keywords such as `import` or `struct`.
    public var code: String
  }

  private enum Context {
    case code
    case interpolation(parens: Int)
    case string(hashes: Int, multiline: Bool)
    case blockComment(depth: Int)
  }

  /// Scans `source` and returns one entry per physical line (a final line without a newline
  /// counts; a trailing newline does not start another line).
  public static func scan(_ source: String) -> [Line] {
    let bytes = Array(source.utf8)
    var lines: [Line] = []
    var stack: [Context] = [.code]
    var hasCode = false
    var hasComment = false
    var code: [UInt8] = []
    var index = 0

    func endLine() {
      lines.append(
        Line(hasCode: hasCode, hasComment: hasComment, code: String(decoding: code, as: UTF8.self)))
      hasCode = false
      hasComment = false
      code = []
    }
    func byte(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }
    func hashes(from start: Int) -> Int {
      var count = 0
      while start + count < bytes.count, bytes[start + count] == .hash { count += 1 }
      return count
    }
    func isTripleQuote(at position: Int) -> Bool {
      position + 2 < bytes.count && bytes[position] == .quote && bytes[position + 1] == .quote
        && bytes[position + 2] == .quote
    }

    while index < bytes.count {
      let current = bytes[index]
      if current == .newline {
        if case .string(_, false) = stack.last! { stack.removeLast() }  // unterminated: recover
        endLine()
        index += 1
        continue
      }
      switch stack.last! {
      case .code, .interpolation:
        if current == .slash, byte(1) == .slash {
          hasComment = true
          while index < bytes.count, bytes[index] != .newline {
            code.append(.space)
            index += 1
          }
        } else if current == .slash, byte(1) == .star {
          hasComment = true
          stack.append(.blockComment(depth: 1))
          code.append(contentsOf: [.space, .space])
          index += 2
        } else if current == .quote || current == .hash {
          let count = current == .hash ? hashes(from: index) : 0
          let quoteAt = index + count
          guard quoteAt < bytes.count, bytes[quoteAt] == .quote else {
            hasCode = true
            code.append(contentsOf: bytes[index..<quoteAt])
            index = quoteAt
            continue
          }
          let multiline = isTripleQuote(at: quoteAt)
          stack.append(.string(hashes: count, multiline: multiline))
          hasCode = true
          code.append(.quote)
          index = quoteAt + (multiline ? 3 : 1)
        } else if case .interpolation(let parens) = stack.last!, current == .openParen {
          stack[stack.count - 1] = .interpolation(parens: parens + 1)
          hasCode = true
          code.append(current)
          index += 1
        } else if case .interpolation(let parens) = stack.last!, current == .closeParen {
          if parens == 0 {
            stack.removeLast()
            code.append(.space)
          } else {
            stack[stack.count - 1] = .interpolation(parens: parens - 1)
            code.append(current)
          }
          hasCode = true
          index += 1
        } else {
          if !current.isWhitespace { hasCode = true }
          code.append(current)
          index += 1
        }
      case .string(let count, let multiline):
        if current == .backslash, hashes(from: index + 1) >= count {
          let after = index + 1 + count
          hasCode = true
          if after < bytes.count, bytes[after] == .openParen {
            stack.append(.interpolation(parens: 0))
            code.append(.space)
            index = after + 1
          } else if after < bytes.count, bytes[after] != .newline {
            code.append(.space)
            index = after + 1
          } else {
            index = after  // a line continuation: the newline still ends the line
          }
        } else if current == .quote, !multiline || isTripleQuote(at: index),
          hashes(from: index + (multiline ? 3 : 1)) >= count
        {
          stack.removeLast()
          hasCode = true
          code.append(.quote)
          index += (multiline ? 3 : 1) + count
        } else {
          if !current.isWhitespace { hasCode = true }
          code.append(.space)
          index += 1
        }
      case .blockComment(let depth):
        if current == .slash, byte(1) == .star {
          stack[stack.count - 1] = .blockComment(depth: depth + 1)
          hasComment = true
          code.append(contentsOf: [.space, .space])
          index += 2
        } else if current == .star, byte(1) == .slash {
          if depth == 1 {
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .blockComment(depth: depth - 1)
          }
          hasComment = true
          code.append(contentsOf: [.space, .space])
          index += 2
        } else {
          if !current.isWhitespace { hasComment = true }
          code.append(.space)
          index += 1
        }
      }
    }
    if !bytes.isEmpty, bytes.last != .newline { endLine() }
    return lines
  }
}

nonisolated extension UInt8 {
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let star = UInt8(ascii: "*")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let hash = UInt8(ascii: "#")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let openParen = UInt8(ascii: "(")
  fileprivate static let closeParen = UInt8(ascii: ")")

  fileprivate var isWhitespace: Bool {
    self == .space || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r") || self == 0x0B
      || self == 0x0C
  }
}
