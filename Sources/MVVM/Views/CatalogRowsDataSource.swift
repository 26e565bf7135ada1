// View support (MVVM): the catalog table's data source, holding the rows the view model last
// drove. Owns: cells (style `.value1`: the name as title, the price as detail). Must not
// know: the query, the store or what a tap does.
import Domain
import Foundation
import HeadlessUI
import Reactive

/// Serves `CatalogRow`s to a table; bind the `rows` output to `items(of:)`.
final class CatalogRowsDataSource: UITableViewDataSource {
  private static let reuseIdentifier = "ProductCell"
  private var rows: [CatalogRow] = []

  /// A binder that shows its rows in `tableView` (held weakly) and reloads it.
  func items(of tableView: UITableView) -> Binder<[CatalogRow]> {
    Binder(tableView) { [weak self] tableView, rows in
      self?.rows = rows
      tableView.reloadData()
    }
  }

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
