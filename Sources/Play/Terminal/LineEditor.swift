/// A one-line editor fed the bytes a raw terminal sends: printable text (UTF-8), Backspace,
/// Delete, Left and Right, Home and End (also Ctrl-A, Ctrl-E), Ctrl-U and Ctrl-K (erase
/// before and after the cursor), Ctrl-W (the word before), Up and Down (history), Tab
/// (completion, done by the caller), Enter, Ctrl-C and Ctrl-D.
///
/// It knows nothing of the terminal: the caller draws `text` with the cursor at `cursor`.
public struct LineEditor: Sendable {
  /// What a byte did.
  public enum Event: Equatable, Sendable {
    /// The line or the cursor may have changed: redraw.
    case edited
    /// Enter: the line, now in the history; the editor is empty again.
    case submitted(String)
    /// Tab: the caller completes (see `PlayCompletion`) and calls `set(_:cursor:)`.
    case completionRequested
    /// Ctrl-D on an empty line.
    case endOfInput
    /// Ctrl-C: the line was cleared (`wasEmpty` tells whether there was anything).
    case interrupted(wasEmpty: Bool)
    /// Ctrl-L: redraw everything.
    case redrawRequested
    /// A byte in the middle of a sequence, or one that means nothing here.
    case none
  }

  /// The characters of the line.
  public private(set) var characters: [Character] = []
  /// The cursor, as a character offset (0 ... characters.count).
  public private(set) var cursor = 0
  /// The lines entered so far.
  public private(set) var history = LineHistory()
  private var sequence: [UInt8] = []
  private var pendingUTF8: [UInt8] = []

  /// An empty editor.
  public init() {}

  /// The line as text.
  public var text: String { String(characters) }

  /// Replaces the line; the cursor goes to `cursor`, or the end.
  public mutating func set(_ text: String, cursor: Int? = nil) {
    characters = Array(text)
    self.cursor = min(cursor ?? characters.count, characters.count)
  }

  /// Feeds every byte of `bytes`; returns the events that were not `.none`.
  public mutating func feed(_ bytes: [UInt8]) -> [Event] {
    bytes.map { feed($0) }.filter { $0 != .none }
  }

  /// Feeds one byte.
  public mutating func feed(_ byte: UInt8) -> Event {
    if !sequence.isEmpty { return escape(byte) }
    if !pendingUTF8.isEmpty || byte >= 0x80 { return utf8(byte) }
    switch byte {
    case 27: sequence = [27]; return .none
    case 13, 10:
      let line = text
      history.add(line)
      set("")
      return .submitted(line)
    case 127, 8:
      guard cursor > 0 else { return .none }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case 9: return .completionRequested
    case 4:
      if characters.isEmpty { return .endOfInput }
      deleteForward()
    case 3:
      let wasEmpty = characters.isEmpty
      set("")
      return .interrupted(wasEmpty: wasEmpty)
    case 1: cursor = 0
    case 5: cursor = characters.count
    case 21: characters.removeFirst(cursor); cursor = 0
    case 11: characters.removeLast(characters.count - cursor)
    case 23: deleteWordBackward()
    case 12: return .redrawRequested
    case 32...126: insert(Character(Unicode.Scalar(byte)))
    default: return .none
    }
    return .edited
  }

  private mutating func insert(_ character: Character) {
    characters.insert(character, at: cursor)
    cursor += 1
  }

  private mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  private mutating func deleteWordBackward() {
    var start = cursor
    while start > 0, characters[start - 1] == " " { start -= 1 }
    while start > 0, characters[start - 1] != " " { start -= 1 }
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  /// `ESC [ X` and `ESC O X` sequences (arrows, Home, End), and `ESC [ 3 ~` (Delete).
  private mutating func escape(_ byte: UInt8) -> Event {
    sequence.append(byte)
    if sequence.count == 2 {
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") { return .none }
      sequence = []
      return .none
    }
    guard (0x40...0x7E).contains(byte) else { return .none }
    let parameters = String(decoding: sequence.dropFirst(2).dropLast(), as: UTF8.self)
    sequence = []
    switch (Character(Unicode.Scalar(byte)), parameters) {
    case ("A", _):
      guard let line = history.up(from: text) else { return .none }
      set(line)
    case ("B", _):
      guard let line = history.down() else { return .none }
      set(line)
    case ("C", _): cursor = min(cursor + 1, characters.count)
    case ("D", _): cursor = max(cursor - 1, 0)
    case ("H", _), ("~", "1"), ("~", "7"): cursor = 0
    case ("F", _), ("~", "4"), ("~", "8"): cursor = characters.count
    case ("~", "3"): deleteForward()
    default: return .none
    }
    return .edited
  }

  /// Collects a multi-byte UTF-8 character, then inserts it.
  private mutating func utf8(_ byte: UInt8) -> Event {
    pendingUTF8.append(byte)
    let lead = pendingUTF8[0]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard pendingUTF8.count >= length else { return .none }
    let decoded = String(decoding: pendingUTF8, as: UTF8.self)
    pendingUTF8 = []
    for character in decoded where character != "\u{FFFD}" { insert(character) }
    return .edited
  }
}
