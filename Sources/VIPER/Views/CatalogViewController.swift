// View (VIPER): the catalog screen's view controller, a passive view implementing `CatalogView`.
// Owns: its `CatalogLayout`, its presenter (through `CatalogPresenting`) and the rows on show,
// as the table's data source. Must not know: products, queries, the store, texts, navigation.
import Domain
import Foundation
import HeadlessUI
import Layouts

/// The catalog screen: forwards every user event to its presenter, shows what it is told.
final class CatalogViewController: UIViewController, CatalogView, UITableViewDataSource,
  UITableViewDelegate
{
  private let presenter: CatalogPresenting
  private let layout = CatalogLayout()
  /// The rows on show, in order, as the presenter worded them.
  private var rows: [ProductRow] = []

  /// A screen driven by `presenter` (whoever assembles the screen sets the presenter's `view`
  /// to it).
  init(presenter: CatalogPresenting) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

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
        presenter.searchTextChanged(layout.searchField.text ?? "")
      }, for: .editingChanged)
    layout.sortControl.addAction(
      UIAction { [weak self] _ in
        guard let self, let sort = ProductSort(rawValue: layout.sortControl.selectedSegmentIndex)
        else { return }
        presenter.sortChanged(sort)
      }, for: .valueChanged)
    layout.addButton.addAction(
      UIAction { [weak self] _ in self?.presenter.addButtonTapped() }, for: .touchUpInside)
    layout.signOutButton.addAction(
      UIAction { [weak self] _ in self?.presenter.signOutButtonTapped() }, for: .touchUpInside)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    presenter.viewWillAppear()
  }

  // MARK: UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = ProductCell.dequeue(from: tableView, for: indexPath)
    let row = rows[indexPath.row]
    cell.show(title: row.title, detail: row.detail)
    return cell
  }

  // MARK: UITableViewDelegate

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    presenter.productTapped(at: indexPath.row)
  }

  // MARK: CatalogView

  func showRows(_ rows: [ProductRow]) {
    self.rows = rows
    layout.tableView.reloadData()
  }

  func setSummary(_ summary: String) {
    layout.summaryLabel.text = summary
  }

  func showAlert(_ alert: AlertText) {
    presentAlert(alert)
  }
}
