import Foundation

extension String {
  /// The text with white space and newlines removed at both ends: the spec's "trimmed".
  public var trimmed: String {
    trimmingCharacters(in: .whitespacesAndNewlines)
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
