// Controller (MVC): the catalog screen, as Apple's templates write a table's controller.
// Owns: its `CatalogLayout`, the table's data source and delegate, the catalog as last read,
// the applied query, the search waiting for its delay, and every presentation decision of the
// screen (the cells' texts, the summary line, the unreadable-catalog alert); it creates and
// pushes the product screen, and replaces itself with a login screen on sign out. Must not
// know: how search and sort work (Domain's `CatalogQuery`), nor the other screens' workings.
import Domain
import Foundation
import HeadlessUI
import Layouts
import Scheduling

/// The catalog screen's controller (MVC's C): reads the `CatalogStore`, debounces the search on
/// the `Scheduler`, applies Domain's `CatalogQuery`, fills the cells and the summary, and
/// navigates.
final class CatalogViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let environment: AppEnvironment
  private lazy var layout = CatalogLayout()

  /// The whole catalog, as last read from the store (empty when it could not be read).
  private var catalog: [Product] = []
  /// Whether the last read of the store failed (Catalog rule 8).
  private var isCatalogUnavailable = false
  /// The query in force: the search text applies only once its delay has passed.
  private var query = CatalogQuery()
  /// What is on screen: `query` applied to `catalog`; row `i` shows `listing.products[i]`.
  private var listing = CatalogListing(products: [], total: 0)
  /// The search waiting for its delay, if any.
  private var pendingSearch: Cancellable?

  /// A catalog screen over `environment`'s store, debouncing its search on its scheduler.
  init(environment: AppEnvironment) {
    self.environment = environment
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  /// A search still waiting for its delay ends with the screen.
  isolated deinit {
    pendingSearch?.cancel()
  }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.tableView.dataSource = self
    layout.tableView.delegate = self
    layout.searchField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        searchTextChanged(layout.searchField.text ?? "")
      }, for: .editingChanged)
    layout.sortControl.addAction(
      UIAction { [weak self] _ in
        guard let self, let sort = ProductSort(rawValue: layout.sortControl.selectedSegmentIndex)
        else { return }
        sortChanged(sort)
      }, for: .valueChanged)
    layout.addButton.addAction(
      UIAction { [weak self] _ in self?.addButtonTapped() }, for: .touchUpInside)
    layout.signOutButton.addAction(
      UIAction { [weak self] _ in self?.signOutButtonTapped() }, for: .touchUpInside)
  }

  /// Catalog rules 7 and 8: each appearance reads the catalog as it now is, with the same
  /// query; a catalog that cannot be read shows an empty list and says so.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    do {
      catalog = try environment.catalogStore.allProducts()
      isCatalogUnavailable = false
    } catch {
      catalog = []
      isCatalogUnavailable = true
    }
    showListing()
    if isCatalogUnavailable {
      presentAlert(Self.loadFailedAlert)
    }
  }

  // MARK: Events, in the order a user meets them

  private func searchTextChanged(_ text: String) {
    pendingSearch?.cancel()
    pendingSearch = environment.scheduler.schedule(after: CatalogQuery.searchDelay) {
      [weak self] in
      guard let self else { return }
      pendingSearch = nil
      query.searchText = text
      showListing()
    }
  }

  private func sortChanged(_ sort: ProductSort) {
    query.sort = sort
    showListing()
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    productTapped(at: indexPath.row)
  }

  private func productTapped(at row: Int) {
    guard listing.products.indices.contains(row) else { return }
    showProduct(.edit(listing.products[row]))
  }

  private func addButtonTapped() {
    showProduct(.add)
  }

  /// Catalog rule 6; the search still waiting ends with this screen (`deinit`).
  private func signOutButtonTapped() {
    navigationController?.setViewControllers(
      [LoginViewController(environment: environment)], animated: false)
  }

  // MARK: Table data source

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    listing.products.count
  }

  /// Catalog rule 1: the name, and the price as "$1,599.00".
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = ProductCell.dequeue(from: tableView, for: indexPath)
    let product = listing.products[indexPath.row]
    cell.show(title: product.name, detail: Strings.Catalog.price(product.price))
    return cell
  }

  // MARK: Helpers

  /// Pushes a product screen over the same store.
  private func showProduct(_ mode: ProductMode) {
    navigationController?.pushViewController(
      ProductViewController(mode: mode, store: environment.catalogStore), animated: true)
  }

  /// Applies the query in force to the catalog and shows the rows and the summary.
  private func showListing() {
    listing = CatalogListing(
      catalog: catalog, query: query, isCatalogUnavailable: isCatalogUnavailable)
    layout.tableView.reloadData()
    layout.summaryLabel.text = Self.summary(of: listing)
  }

  // MARK: Presentation decisions

  /// Catalog rules 4 and 8: "7 products", "1 of 7 products", "No products match “q”",
  /// "No products yet", or "Catalog unavailable".
  private static func summary(of listing: CatalogListing) -> String {
    if listing.isCatalogUnavailable { return Strings.Catalog.unavailable }
    let noun = listing.total == 1 ? Strings.Catalog.product : Strings.Catalog.products
    if listing.searchText.isEmpty {
      return listing.total == 0
        ? Strings.Catalog.emptyCatalog : Strings.Catalog.productCount(listing.total, noun: noun)
    }
    if listing.products.isEmpty { return Strings.Catalog.noMatch(listing.searchText) }
    return Strings.Catalog.matchCount(listing.products.count, of: listing.total, noun: noun)
  }

  /// Catalog rule 8: "Cannot load products".
  private static let loadFailedAlert = AlertText(
    title: Strings.Catalog.loadFailedTitle, message: Strings.Catalog.loadFailedMessage,
    button: Strings.Alert.ok)
}
