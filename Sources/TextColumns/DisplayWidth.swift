/// How many terminal columns text takes: East Asian wide and fullwidth characters and
/// emoji take 2, combining marks and other zero-width scalars 0, everything else 1.
///
/// Foundation on Linux has no `wcwidth` for this, so the ranges are spelled out here. Screen
/// renders (HeadlessUI) and terminal output (`TextLayout`) measure with it, so both agree.
nonisolated public enum DisplayWidth {
  /// The columns `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII, most of what is measured, takes a column a byte.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The columns one character (grapheme cluster) takes.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first(where: { width(of: $0) > 0 }) else { return 0 }
    if first.properties.isEmojiPresentation { return 2 }
    if first.properties.isEmoji && scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return width(of: first)
  }

  /// The columns one Unicode scalar takes on its own: 0, 1 or 2.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v == 0 || v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if v == 0x200B || (0x1160...0x11FF).contains(v) { return 0 }
    return wideRanges.contains { $0.contains(v) } ? 2 : 1
  }

  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
    0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
    0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
    0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
    0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
    0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E,  // CJK radicals, punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x18CFF,  // Tangut, Khitan
    0x1B000...0x1B2FF,  // Kana supplement and extensions
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F251,  // enclosed ideographic supplement
    0x1F300...0x1F64F,  // pictographs, emoticons
    0x1F680...0x1F6FF,  // transport and map symbols
    0x1F7E0...0x1F7EB,
    0x1F900...0x1F9FF,  // supplemental symbols and pictographs
    0x1FA70...0x1FAFF,
    0x20000...0x2FFFD,  // CJK extensions B–F
    0x30000...0x3FFFD,  // CJK extension G
  ]
}
