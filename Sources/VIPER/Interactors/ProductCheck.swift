// Interactor (VIPER): what the product rules say about a draft, before anyone shows it.
// Owns: the first failing rule of each field. Must not know: which errors are on show.

/// The product rules' verdict on a draft (Product rules 1 and 2).
public struct ProductCheck: Hashable, Sendable {
  /// The name's first failing rule, or `nil`.
  public var nameError: String?
  /// The price's first failing rule, or `nil`.
  public var priceError: String?

  /// Creates a verdict.
  public init(nameError: String?, priceError: String?) {
    self.nameError = nameError
    self.priceError = priceError
  }

  /// Whether the draft may be saved: no rule fails.
  public var isValid: Bool { nameError == nil && priceError == nil }
}
