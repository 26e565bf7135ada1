/// The first rule a product's name breaks (app spec, Product rule 1). A value: the words an
/// error label shows for it are each pattern's choice.
public enum ProductNameError: Hashable, Sendable {
  /// Empty once trimmed.
  case required
  /// Over `ProductRules.maximumNameLength` characters once trimmed.
  case tooLong
  /// Equal, once folded, to the name of another product, which it carries as stored.
  case duplicate(of: String)
}

/// The first rule a product's price text breaks (app spec, Product rule 2). A value: the words
/// an error label shows for it are each pattern's choice.
public enum ProductPriceError: Hashable, Sendable {
  /// Empty once trimmed.
  case required
  /// Not one or more ASCII digits, optionally followed by "." and one or two digits.
  case malformed
  /// Over `ProductRules.maximumPrice`.
  case tooHigh
}
