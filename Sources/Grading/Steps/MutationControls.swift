/// Behaviour-keeping rewrites of a file under test ("controls"), run as if they were
/// mutants: tests that fail on one tell files apart rather than behaviour (a test that
/// checksums the source "kills" every mutant), so their mutation score is 0.
///
/// The rewrites change only what the compiler ignores: comments, indentation and blank
/// lines outside string literals.
nonisolated public enum MutationControls {
  /// One rewrite: its name in reports, and the file's text.
  public struct Control: Hashable, Sendable {
    /// `comments removed`, `reformatted`.
    public var name: String
    /// The rewritten file.
    public var text: String
  }

  /// The rewrites of `source`: its comments removed; its code re-indented with blank lines
  /// added. A rewrite equal to the source is left out.
  public static func controls(of source: String) -> [Control] {
    let pieces = SourcePieces.split(source)
    let stripped = pieces.map { piece in
      piece.kind == .comment ? String(piece.text.filter { $0 == "\n" }) : piece.text
    }.joined()
    let reformatted = reformat(pieces)
    return [
      Control(name: "comments removed", text: stripped),
      Control(name: "reformatted", text: reformatted),
    ].filter { $0.text != source }
  }

  /// Doubles the indentation of every line that starts in code, and adds a blank line after
  /// every line that ends in code with `{`.
  static func reformat(_ pieces: [SourcePieces.Piece]) -> String {
    var output = ""
    var atLineStart = true
    var lastCode: Character?
    for piece in pieces {
      for character in piece.text {
        if atLineStart, piece.kind != .string {
          output += character == " " ? "  " : String(character)
          if character != " " { atLineStart = false }
        } else {
          output.append(character)
        }
        if character == "\n" {
          if piece.kind != .string, lastCode == "{" { output += "\n" }
          atLineStart = true
          lastCode = nil
        } else if piece.kind == .code, !character.isWhitespace {
          lastCode = character
        } else if piece.kind != .code {
          lastCode = nil
        }
      }
    }
    return output
  }
}

/// A Swift file cut into code, comments and string literal contents (interpolations count as
/// code), in order, so that rewrites never touch what a string holds.
nonisolated enum SourcePieces {
  /// One run of one kind.
  struct Piece: Hashable {
    enum Kind { case code, comment, string }
    var kind: Kind
    var text: String
  }

  private enum Context {
    case code(parens: Int)
    case string(hashes: Int, multiline: Bool)
    case blockComment(depth: Int)
    case lineComment
  }

  static func split(_ source: String) -> [Piece] {
    let characters = Array(source)
    var pieces: [Piece] = []
    var stack: [Context] = [.code(parens: 0)]
    var current = ""
    var kind = Piece.Kind.code
    var index = 0

    func emit(_ newKind: Piece.Kind) {
      if newKind != kind {
        if !current.isEmpty { pieces.append(Piece(kind: kind, text: current)) }
        current = ""
        kind = newKind
      }
    }
    func starts(_ text: String, at position: Int) -> Bool {
      let needle = Array(text)
      guard position + needle.count <= characters.count else { return false }
      return Array(characters[position..<position + needle.count]) == needle
    }
    func take(_ count: Int, as pieceKind: Piece.Kind) {
      emit(pieceKind)
      current += String(characters[index..<min(index + count, characters.count)])
      index += count
    }

    while index < characters.count {
      switch stack.last! {
      case .lineComment:
        if characters[index] == "\n" {
          stack.removeLast()
          take(1, as: .code)
        } else {
          take(1, as: .comment)
        }
      case .blockComment(let depth):
        if starts("*/", at: index) {
          take(2, as: .comment)
          stack.removeLast()
          if depth > 1 { stack.append(.blockComment(depth: depth - 1)) }
        } else if starts("/*", at: index) {
          take(2, as: .comment)
          stack.removeLast()
          stack.append(.blockComment(depth: depth + 1))
        } else {
          take(1, as: .comment)
        }
      case .string(let hashes, let multiline):
        let pounds = String(repeating: "#", count: hashes)
        let close = (multiline ? "\"\"\"" : "\"") + pounds
        if starts("\\" + pounds + "(", at: index) {
          take(1 + hashes + 1, as: .code)
          stack.append(.code(parens: 1))
        } else if starts("\\" + pounds, at: index), index + 1 + hashes < characters.count {
          take(2 + hashes, as: .string)  // an escape: the character after it is content
        } else if starts(close, at: index) {
          take(close.count, as: .code)
          stack.removeLast()
        } else {
          take(1, as: .string)
        }
      case .code(let parens):
        let character = characters[index]
        if starts("//", at: index) {
          stack.append(.lineComment)
          take(2, as: .comment)
        } else if starts("/*", at: index) {
          stack.append(.blockComment(depth: 1))
          take(2, as: .comment)
        } else if character == "#" || character == "\"" {
          var hashes = 0
          while index + hashes < characters.count, characters[index + hashes] == "#" {
            hashes += 1
          }
          if starts("\"\"\"", at: index + hashes) {
            take(hashes + 3, as: .code)
            stack.append(.string(hashes: hashes, multiline: true))
          } else if index + hashes < characters.count, characters[index + hashes] == "\"" {
            take(hashes + 1, as: .code)
            stack.append(.string(hashes: hashes, multiline: false))
          } else {
            take(max(hashes, 1), as: .code)
          }
        } else if character == "(", parens > 0 {
          stack[stack.count - 1] = .code(parens: parens + 1)
          take(1, as: .code)
        } else if character == ")", parens > 0 {
          take(1, as: .code)
          stack.removeLast()
          if parens > 1 { stack.append(.code(parens: parens - 1)) }
        } else {
          take(1, as: .code)
        }
      }
    }
    if !current.isEmpty { pieces.append(Piece(kind: kind, text: current)) }
    return pieces
  }
}
