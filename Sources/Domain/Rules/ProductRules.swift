/// The product form's rules (app spec, Product rules 1 and 2).
public enum ProductRules {
  /// The longest valid name, in characters (grapheme clusters), once trimmed.
  public static let maximumNameLength = 60
  /// The highest valid price.
  public static let maximumPrice = Price(cents: 10_000_000)

  /// The first rule a name breaks, or `nil` when it is valid.
  ///
  /// - Parameters:
  ///   - products: the catalog, to check that no other product has the same folded name.
  ///   - id: the product being edited, which may keep its own name (`nil` when adding).
  public static func nameError(_ name: String, among products: [Product], editing id: ProductID?)
    -> ProductNameError?
  {
    let trimmed = name.trimmed
    if trimmed.isEmpty { return .required }
    // Counts only as far as one character past the limit, so a long name costs no more.
    if !trimmed.dropFirst(maximumNameLength).isEmpty { return .tooLong }
    let folded = trimmed.folded
    if let twin = products.first(where: { $0.id != id && $0.name.folded == folded }) {
      return .duplicate(of: twin.name)
    }
    return nil
  }

  /// The first rule a price text breaks, or `nil` when it is valid.
  public static func priceError(_ text: String) -> ProductPriceError? {
    let trimmed = text.trimmed
    if trimmed.isEmpty { return .required }
    guard let parts = Price.parts(of: trimmed) else { return .malformed }
    let whole = parts.whole.utf8.drop { $0 == UInt8(ascii: "0") }
    if whole.count > 7 { return .tooHigh }
    if let price = Price(trimmed), price > maximumPrice { return .tooHigh }
    return nil
  }
}
