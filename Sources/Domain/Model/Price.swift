/// A price in US dollars, held exactly as whole cents (never a `Double`).
public struct Price: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The price in cents: `Price(cents: 159_900)` is $1,599.00.
  public var cents: Int

  /// Creates a price of `cents` cents.
  public init(cents: Int) {
    self.cents = cents
  }

  /// Parses the spec's price form, after trimming: one or more ASCII digits, optionally
  /// followed by "." and one or two ASCII digits ("12", "12.5", "0.99").
  ///
  /// Returns `nil` for anything else ("12.", ".5", "-3", "1,000") and for numbers too large
  /// to hold.
  public init?(_ text: String) {
    guard let parts = Price.parts(of: text), let whole = Int(parts.whole), whole <= Int.max / 1000
    else { return nil }
    let fraction = parts.fraction.padding(toLength: 2, withPad: "0", startingAt: 0)
    self.cents = whole * 100 + (Int(fraction) ?? 0)
  }

  /// The whole dollars: 1599 for $1,599.00.
  public var dollars: Int { cents / 100 }

  /// The cents past the whole dollars, 0 to 99: 0 for $1,599.00.
  public var centsPart: Int { cents % 100 }

  /// The amount as its exact decimal text, two decimals and no grouping, like "1599.00": what
  /// is stored, and what an edit of the product starts from (the spec's price form). How a
  /// price reads on screen, "$1,599.00", is a text of the string table
  /// (`Strings.Catalog.price(_:)`).
  public var editingText: String {
    String(dollars) + "." + twoDigitCents
  }

  public var description: String { editingText }

  public static func < (lhs: Price, rhs: Price) -> Bool { lhs.cents < rhs.cents }

  private var twoDigitCents: String {
    centsPart < 10 ? "0\(centsPart)" : "\(centsPart)"
  }

  /// The whole and fractional digits of a well-formed price text, or `nil` when malformed.
  static func parts(of text: String) -> (whole: Substring, fraction: Substring)? {
    // `([0-9]+)(?:\.([0-9]{1,2}))?` over the whole text, in one pass over its UTF-8 bytes
    // (every class is ASCII, so any other byte fails the match, as it fails the pattern).
    let trimmed = text.trimmed
    let count = trimmed.utf8.count
    let wholeLength: Int? = trimmed.withCString { start in
      let digits = "0123456789"
      let whole = TextScan.span(start, digits)
      guard whole > 0 else { return nil }
      guard whole < count else { return whole }
      let fraction = count - whole - 1
      guard start[whole] == UInt8(ascii: "."), (1...2).contains(fraction),
        TextScan.span(start + whole + 1, digits) == fraction
      else { return nil }
      return whole
    }
    guard let wholeLength else { return nil }
    let utf8 = trimmed.utf8
    let wholeEnd = utf8.index(utf8.startIndex, offsetBy: wholeLength)
    let fractionStart = wholeEnd == utf8.endIndex ? wholeEnd : utf8.index(after: wholeEnd)
    return (trimmed[..<wholeEnd], trimmed[fractionStart...])
  }
}
