import Foundation

/// The spec's email pattern, `[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`, matched
/// against the whole of a text in one pass over its UTF-8 bytes.
///
/// Every class in the pattern is ASCII, so any other byte fails the match, as it fails the
/// pattern. The local part runs to the first "@" (its class has no "@"); the domain's class
/// holds "." and every letter, so the rest matches when it is all domain characters and its
/// last "." has at least one character before it and at least two letters after it.
nonisolated enum EmailShape {
  static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
  static let domain = letters + "0123456789.-"
  static let local = domain + "_%+"

  static func matches(_ text: String) -> Bool {
    let count = text.utf8.count
    return text.withCString { start in
      let local = TextScan.span(start, Self.local)
      guard local > 0, local < count, start[local] == UInt8(ascii: "@") else { return false }
      let domainStart = local + 1
      guard domainStart + TextScan.span(start + domainStart, Self.domain) == count,
        let dot = strrchr(start + domainStart, Int32(UInt8(ascii: ".")))
      else { return false }
      let lastDot = UnsafePointer(dot) - start
      let topLevel = count - lastDot - 1
      return lastDot > domainStart && topLevel >= 2
        && TextScan.span(dot + 1, Self.letters) == topLevel
    }
  }
}

/// Scans of a text's bytes done by the C library, which runs as fast in a debug build as in
/// a release one: a check that reads the whole text on every keystroke stays a small part of
/// the keystroke's cost even at 10,000 characters.
nonisolated enum TextScan {
  /// The length of the longest prefix of the NUL-terminated `text` made only of bytes in
  /// `set` (C's `strspn`).
  static func span(_ text: UnsafePointer<CChar>, _ set: String) -> Int {
    set.withCString { strspn(text, $0) }
  }
}
