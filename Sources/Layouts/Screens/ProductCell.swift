import Domain
import Foundation
import HeadlessUI

/// A row of the catalog's product list, the same in every pattern: a `.value1` cell, the row's
/// title on the left and its detail on the right (Catalog rule 1).
///
/// `CatalogLayout` registers it for its table. Which texts a row shows is each pattern's
/// presentation decision; how a row looks is not, so it is written once.
public final class ProductCell: UITableViewCell {
  /// The identifier `CatalogLayout` registers the cell under.
  public static let reuseIdentifier = "ProductCell"

  /// A `.value1` cell, whatever style is asked for.
  public override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  public required init?(coder: NSCoder) { nil }

  /// A product cell for row `indexPath` of `tableView`, a `CatalogLayout`'s table, reused when
  /// one is free.
  public static func dequeue(from tableView: UITableView, for indexPath: IndexPath) -> ProductCell {
    tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as? ProductCell
      ?? ProductCell(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  /// Shows a row's two texts: `title` on the left, `detail` on the right.
  public func show(title: String, detail: String) {
    textLabel?.text = title
    detailTextLabel?.text = detail
  }
}
