import Foundation

extension String {
  /// The text with white space and newlines removed at both ends: the spec's "trimmed".
  ///
  /// The same as Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` (its set is
  /// the Unicode `White_Space` property plus U+200B, the zero-width space), without
  /// bridging to `NSString`: it looks
  /// only at the ends, and a text with nothing to trim is returned as is, without a copy. So
  /// validating a field on every keystroke costs the same at 10 characters or at 10,000.
  public var trimmed: String {
    let scalars = unicodeScalars
    let isSpace = { (scalar: Unicode.Scalar) in
      scalar.properties.isWhitespace || scalar == "\u{200B}"
    }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
    return String(scalars[first...last])
  }

  /// The text folded for case and diacritics, as the spec sorts and searches by:
  /// canonical decomposition, nonspacing marks removed, lower-cased.
  ///
  /// `"Bàn phím cơ".folded == "ban phim co"`.
  public var folded: String {
    var scalars = String.UnicodeScalarView()
    for scalar in decomposedStringWithCanonicalMapping.unicodeScalars
    where scalar.properties.generalCategory != .nonspacingMark {
      scalars.append(scalar)
    }
    return String(scalars).lowercased()
  }
}

/// Compares two folded names by their Unicode scalar values, as the spec's "Name" order does.
func scalarOrder(_ lhs: String, _ rhs: String) -> Bool {
  lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) { $0.value < $1.value }
}
