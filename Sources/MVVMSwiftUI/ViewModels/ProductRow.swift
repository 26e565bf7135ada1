// ViewModel (MVVM with Observation): one row of the catalog's list, worded for display by
// `CatalogViewModel`.
// Owns: the row's texts and which product it shows. Must not know: any list or cell.
import Domain

/// The texts of one row of the product list, and the product it stands for.
public struct ProductRow: Hashable, Sendable, Identifiable {
  /// The product this row shows (what a tap hands back).
  public var id: ProductID
  /// The row's title: the product's name.
  public var title: String
  /// The row's detail: the formatted price, like "$1,599.00".
  public var detail: String

  /// Creates a row.
  public init(id: ProductID, title: String, detail: String) {
    self.id = id
    self.title = title
    self.detail = detail
  }
}
