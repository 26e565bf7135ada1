/// What the product rules say about a draft (app spec, Product rules 1 and 2): each field's
/// first failing rule, and whether the draft may be saved.
public struct ProductCheck: Hashable, Sendable {
  /// The name's first failing rule, or `nil`.
  public var nameError: ProductNameError?
  /// The price's first failing rule, or `nil`.
  public var priceError: ProductPriceError?

  /// A verdict with these errors.
  public init(nameError: ProductNameError?, priceError: ProductPriceError?) {
    self.nameError = nameError
    self.priceError = priceError
  }

  /// Whether the draft may be saved: no rule fails.
  public var isValid: Bool { nameError == nil && priceError == nil }
}
