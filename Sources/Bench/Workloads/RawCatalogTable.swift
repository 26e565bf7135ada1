import Domain
import HeadlessUI

/// The baseline of the search figure: Domain's filter and sort (`CatalogQuery.apply`) of the
/// same products, shown in a plain table of the same size with the same cells (name, price),
/// and no architecture at all.
final class RawCatalogTable: UITableViewDataSource {
  private let products: [Product]
  private var rows: [Product] = []
  let table: UITableView

  /// A table the size of `frame` over `products`, showing them all.
  init(products: [Product], frame: CGRect) {
    self.products = products
    table = UITableView(frame: frame)
    table.dataSource = self
    show(searchText: "")
  }

  /// Applies a search, reloads, and renders the visible rows.
  @discardableResult
  func show(searchText: String) -> Int {
    rows = CatalogQuery(searchText: searchText).apply(to: products)
    table.reloadData()
    return BenchApp.renderRows(of: table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Row")
      ?? UITableViewCell(style: .value1, reuseIdentifier: "Row")
    let product = rows[indexPath.row]
    cell.textLabel?.text = product.name
    cell.detailTextLabel?.text = Strings.Catalog.price(product.price)
    return cell
  }
}
