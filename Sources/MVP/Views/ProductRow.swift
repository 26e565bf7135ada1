// View (MVP): one row of the catalog's table, already worded for display.
// Owns: the row's two texts, as the presenter made them (the name, the price as "$1,599.00").
// Must not know: any product, rule or widget; `CatalogViewController` puts them in a cell.

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
