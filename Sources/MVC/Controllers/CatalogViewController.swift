import Domain
import Foundation
import HeadlessUI
import Scheduling

/// The catalog screen's controller (MVC's C): owns its `CatalogView`, is its table's data
/// source and delegate, reads the `CatalogStore`, debounces the search on the `Scheduler`,
/// applies Domain's `CatalogQuery`, formats rows and summary, and navigates (pushes the product
/// screen, replaces itself with the login screen on sign out).
///
/// It must not know how the other screens are built: Composition hands it `makeLogin` and
/// `makeProductScreen`.
final class CatalogViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// How long the search waits after the last keystroke before it applies.
  static let searchDelay: Duration = .milliseconds(250)
  private static let cellIdentifier = "ProductCell"

  private let store: CatalogStore
  private let scheduler: Scheduler
  private let makeLogin: () -> UIViewController
  private let makeProductScreen: (ProductViewController.Mode) -> UIViewController
  private lazy var catalogView = CatalogView()

  /// The whole catalog, as last read from the store.
  private var products: [Product] = []
  /// The query in force: the search text applies only once its delay has passed.
  private var query = CatalogQuery()
  /// The rows on screen: `query` applied to `products`.
  private var shownProducts: [Product] = []
  /// The search waiting for its delay, if any.
  private var pendingSearch: Cancellable?

  /// A catalog screen over `store`, debouncing its search on `scheduler`; it shows the
  /// screens `makeLogin` and `makeProductScreen` build.
  init(
    store: CatalogStore, scheduler: Scheduler, makeLogin: @escaping () -> UIViewController,
    makeProductScreen: @escaping (ProductViewController.Mode) -> UIViewController
  ) {
    self.store = store
    self.scheduler = scheduler
    self.makeLogin = makeLogin
    self.makeProductScreen = makeProductScreen
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = catalogView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    catalogView.tableView.dataSource = self
    catalogView.tableView.delegate = self
    catalogView.searchField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        searchTextChanged(catalogView.searchField.text ?? "")
      }, for: .editingChanged)
    catalogView.sortControl.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        sortChanged(ProductSort(rawValue: catalogView.sortControl.selectedSegmentIndex) ?? .name)
      }, for: .valueChanged)
    catalogView.addButton.addAction(
      UIAction { [weak self] _ in self?.addButtonTapped() }, for: .touchUpInside)
    catalogView.signOutButton.addAction(
      UIAction { [weak self] _ in self?.signOutButtonTapped() }, for: .touchUpInside)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // First time, or back from the product screen: the catalog as it now is, same query.
    do {
      products = try store.allProducts()
    } catch {
      presentAlert(.storeFailure(error))
      return
    }
    showProducts()
  }

  // MARK: Events, in the order a user meets them

  private func searchTextChanged(_ text: String) {
    pendingSearch?.cancel()
    pendingSearch = scheduler.schedule(after: Self.searchDelay) { [weak self] in
      guard let self else { return }
      pendingSearch = nil
      query.searchText = text
      showProducts()
    }
  }

  private func sortChanged(_ sort: ProductSort) {
    query.sort = sort
    showProducts()
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    productTapped(at: indexPath.row)
  }

  private func productTapped(at row: Int) {
    guard shownProducts.indices.contains(row) else { return }
    navigationController?.pushViewController(
      makeProductScreen(.edit(shownProducts[row])), animated: true)
  }

  private func addButtonTapped() {
    navigationController?.pushViewController(makeProductScreen(.add), animated: true)
  }

  private func signOutButtonTapped() {
    pendingSearch?.cancel()
    pendingSearch = nil
    navigationController?.setViewControllers([makeLogin()], animated: false)
  }

  // MARK: Table data source

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    shownProducts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
      ?? UITableViewCell(style: .value1, reuseIdentifier: Self.cellIdentifier)
    let product = shownProducts[indexPath.row]
    cell.textLabel?.text = product.name
    cell.detailTextLabel?.text = product.price.formatted
    return cell
  }

  // MARK: Helpers

  /// Applies the query in force to the catalog and shows the rows and the summary.
  private func showProducts() {
    shownProducts = query.apply(to: products)
    catalogView.tableView.reloadData()
    catalogView.summaryLabel.text = query.summary(
      shown: shownProducts.count, total: products.count)
  }
}
