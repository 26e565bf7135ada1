// View (TEA): the catalog table's data source, fed `ProductRow`s from `CatalogState.rows`.
// Owns: the rows on show. Must not know: products, queries or rules: it shows what it was
// given, in order.
import Foundation
import HeadlessUI
import Layouts

/// Supplies the catalog table's rows, as `Layouts`' `ProductCell`s.
final class ProductListDataSource: NSObject, UITableViewDataSource {
  /// The rows on show, in order.
  var rows: [ProductRow] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = ProductCell.dequeue(from: tableView, for: indexPath)
    let row = rows[indexPath.row]
    cell.show(title: row.title, detail: row.detail)
    return cell
  }
}
