/// The bytes the lexer tells apart.
extension UInt8 {
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let bang = UInt8(ascii: "!")
  static let at = UInt8(ascii: "@")
  static let dot = UInt8(ascii: ".")
  static let backslash = UInt8(ascii: "\\")
  static let backquote = UInt8(ascii: "`")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let comma = UInt8(ascii: ",")
  static let semicolon = UInt8(ascii: ";")
  static let colon = UInt8(ascii: ":")

  var isLineEnd: Bool { self == .lineFeed || self == .carriageReturn }
  var isWhitespace: Bool {
    self == .space || self == .tab || self == 0x0B || self == 0x0C || self == 0
  }
  var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
  /// Letters, `_`, `$` and any byte of a non-ASCII character.
  var isIdentifierStart: Bool {
    (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z"))
      || self == UInt8(ascii: "_")
      || self == UInt8(ascii: "$") || self >= 0x80
  }
  var isIdentifierPart: Bool { isIdentifierStart || isDigit }
  var isOperatorCharacter: Bool {
    switch self {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"):
      true
    default: false
    }
  }
}
