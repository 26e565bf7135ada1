// A UIKit tutorial's MVP product list, ported by changing only `import UIKit` to
// `import HeadlessUI`: a UITableViewController subclass, a data-source object, and a
// presenter that holds its view `unowned`.

import Foundation
import HeadlessUI

struct TutorialProduct {
  let name: String
  let price: Double
}

protocol ProductListView: AnyObject {
  func display(_ products: [TutorialProduct])
  func showDetail(for product: TutorialProduct)
}

final class ProductListPresenter {
  unowned let view: ProductListView
  private var products: [TutorialProduct] = []

  init(view: ProductListView) {
    self.view = view
  }

  func viewDidLoad() {
    products = [
      TutorialProduct(name: "Keyboard", price: 6),
      TutorialProduct(name: "Mouse", price: 5),
      TutorialProduct(name: "USB-C Hub", price: 25),
    ]
    view.display(products)
  }

  func didSelectProduct(at index: Int) {
    view.showDetail(for: products[index])
  }
}

final class ProductDataSource: NSObject, UITableViewDataSource {
  static let cellIdentifier = "ProductCell"
  var products: [TutorialProduct] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return products.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: ProductDataSource.cellIdentifier)
      ?? UITableViewCell(style: .value1, reuseIdentifier: ProductDataSource.cellIdentifier)
    let product = products[indexPath.row]
    cell.textLabel?.text = product.name
    cell.detailTextLabel?.text = String(format: "$%.2f", product.price)
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

final class ProductListViewController: UITableViewController, ProductListView {
  private let dataSource = ProductDataSource()
  private lazy var presenter = ProductListPresenter(view: self)
  private(set) var shownDetail: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Products"
    tableView.accessibilityIdentifier = "products"
    tableView.dataSource = dataSource
    presenter.viewDidLoad()
  }

  func display(_ products: [TutorialProduct]) {
    dataSource.products = products
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    presenter.didSelectProduct(at: indexPath.row)
  }

  func showDetail(for product: TutorialProduct) {
    shownDetail = product.name
    let detail = UIViewController()
    detail.title = product.name
    detail.view.accessibilityIdentifier = "detail"
    navigationController?.pushViewController(detail, animated: true)
  }
}
