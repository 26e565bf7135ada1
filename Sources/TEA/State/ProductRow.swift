// State (TEA): one catalog row's texts, as the catalog state words them.
// Owns: two strings. Must not know: cells, tables, products' other fields.

/// What one row of the catalog shows: the product's name and its formatted price.
public struct ProductRow: Hashable, Sendable {
  /// The product's name.
  public var title: String
  /// The price, like "$1,599.00".
  public var detail: String

  /// A row with these texts.
  public init(title: String, detail: String) {
    self.title = title
    self.detail = detail
  }
}
