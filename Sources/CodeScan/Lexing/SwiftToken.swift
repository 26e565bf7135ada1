/// One token of Swift code, where it starts (1-based line, and column in UTF-8 bytes as the
/// compiler counts them) and what it reads.
nonisolated public struct SwiftToken: Hashable, Sendable {
  /// What a token is.
  public enum Kind: Hashable, Sendable {
    /// A name or a keyword (`exit`, `func`); a backquoted name without its backquotes.
    case identifier
    /// `@name`, with the `@`.
    case attribute
    /// `#name` (`#filePath`, `#if`), with the `#`.
    case pound
    /// A number literal.
    case number
    /// The text of a string literal up to its end or to an interpolation (whose code comes
    /// as tokens of its own), without the delimiters.
    case string
    /// A regex literal (`/a+/`, `#/a+/#`), delimiters included.
    case regex
    /// A run of operator characters (`==`, `?`, `->`, `..<`).
    case `operator`
    /// One character of punctuation: `(`, `)`, `{`, `}`, `[`, `]`, `,`, `:`, `;`, `.`, …
    case punctuation
  }

  /// What the token is.
  public var kind: Kind
  /// Its text (see `Kind`).
  public var text: String
  /// The 1-based line it starts on.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes, it starts at.
  public var column: Int
  /// Whether it is a name written in backquotes (`` `exit` ``).
  public var isBackquoted: Bool

  /// Creates a token.
  public init(kind: Kind, text: String, line: Int, column: Int, isBackquoted: Bool = false) {
    self.kind = kind
    self.text = text
    self.line = line
    self.column = column
    self.isBackquoted = isBackquoted
  }

  /// Whether it is this punctuation or operator, or this name written without backquotes.
  public func `is`(_ text: String) -> Bool {
    self.text == text && !isBackquoted && kind != .string && kind != .regex
  }
}
