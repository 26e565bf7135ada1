/// View role (MVP): one row of the catalog's table, already worded for display.
///
/// The presenter formats it (the name, the price as "$1,599.00"); the table's data source
/// puts the two texts in a cell. It knows no product, no rule and no widget.

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
