// View (TEA): the catalog table's data source, fed `ProductRow`s from `CatalogState.rows`.
// Owns: the rows on show. Must not know: products, queries or rules: it shows what it was
// given, in order.
import Foundation
import HeadlessUI

/// Supplies the catalog table's rows and cells.
final class ProductListDataSource: NSObject, UITableViewDataSource {
  /// The reuse identifier of the product cells.
  static let reuseIdentifier = "ProductCell"

  /// The rows on show, in order.
  var rows: [ProductRow] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier)
      ?? UITableViewCell(style: .value1, reuseIdentifier: Self.reuseIdentifier)
    let row = rows[indexPath.row]
    cell.textLabel?.text = row.title
    cell.detailTextLabel?.text = row.detail
    return cell
  }
}
