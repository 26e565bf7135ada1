// View (VIPER): one row of the catalog's table, already worded for display.
// Owns: two texts. Must not know: products, rules, widgets (the presenter makes it).

/// The texts of one row of the product list.
public struct ProductRow: Hashable, Sendable {
  /// The row's title: the product's name.
  public var title: String
  /// The row's detail: the formatted price.
  public var detail: String

  /// Creates a row.
  public init(title: String, detail: String) {
    self.title = title
    self.detail = detail
  }
}
