/// What the parser reads a line as: its characters, or, for a line of ASCII only (nearly
/// every line), its UTF-8 bytes, which are then its characters one for one (unless a CR
/// LF, the one ASCII character of two bytes, is among them, see `isASCII`). Reading bytes skips finding where each
/// character ends and looking up Unicode's properties, which were most of the time spent
/// trimming and splitting a line. `trim` and `LineLexer` are written once, over either.
nonisolated protocol LineUnit: Equatable {
  /// Whether it is white space, as `Character.isWhitespace` says.
  var isBlank: Bool { get }
  static var quote: Self { get }
  static var backslash: Self { get }
  /// Adds it to the end of `string`.
  func append(to string: inout String)
}

nonisolated extension Character: LineUnit {
  var isBlank: Bool { isWhitespace }
  static var quote: Character { "\"" }
  static var backslash: Character { "\\" }
  func append(to string: inout String) { string.append(self) }
}

nonisolated extension UInt8: LineUnit {
  /// The ASCII characters that are white space: tab, line feed, vertical tab, form feed,
  /// carriage return and space.
  var isBlank: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
  static var quote: UInt8 { UInt8(ascii: "\"") }
  static var backslash: UInt8 { UInt8(ascii: "\\") }
  func append(to string: inout String) { string.unicodeScalars.append(Unicode.Scalar(self)) }
}

nonisolated extension Substring {
  /// Whether its bytes are its characters: every character is ASCII, and none is CR LF (a
  /// file's lines hold no CR, but a step line given on its own may).
  var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
}
