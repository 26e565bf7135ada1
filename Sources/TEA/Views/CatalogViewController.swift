// View (TEA): the catalog screen: renders `CatalogState` and sends `CatalogAction`s.
// Owns: its `CatalogLayout`, the table's data source and a scoped store. Must not decide
// anything: rows, summary, sort and alert come from the state; events go to the store.
import Domain
import Foundation
import HeadlessUI
import Layouts

/// The catalog screen.
final class CatalogViewController: UIViewController, UITableViewDelegate {
  private let store: ScopedStore<CatalogState, CatalogAction>
  private let layout = CatalogLayout()
  private let dataSource = ProductListDataSource()
  private var shownAlert: AlertText?

  /// A screen showing `store`'s state.
  init(store: ScopedStore<CatalogState, CatalogAction>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    layout.tableView.dataSource = dataSource
    layout.tableView.delegate = self
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let search = layout.searchField
    let sort = layout.sortControl
    search.addAction(
      UIAction { [store, weak search] _ in store.send(.searchTextChanged(search?.text ?? "")) },
      for: .editingChanged)
    sort.addAction(
      UIAction { [store, weak sort] _ in
        guard let sort, let choice = ProductSort(rawValue: sort.selectedSegmentIndex) else {
          return
        }
        store.send(.sortChanged(choice))
      }, for: .valueChanged)
    layout.addButton.addAction(
      UIAction { [store] _ in store.send(.addButtonTapped) }, for: .touchUpInside)
    layout.signOutButton.addAction(
      UIAction { [store] _ in store.send(.signOutButtonTapped) }, for: .touchUpInside)
    store.observe(self) { [weak self] in self?.render($0) }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    store.send(.viewWillAppear)
  }

  // MARK: UITableViewDelegate

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    store.send(.productTapped(at: indexPath.row))
  }

  // MARK: Rendering

  private func render(_ state: CatalogState) {
    if layout.searchField.text != state.searchText { layout.searchField.text = state.searchText }
    layout.sortControl.selectedSegmentIndex = state.query.sort.rawValue
    let rows = state.rows
    if rows != dataSource.rows {
      dataSource.rows = rows
      layout.tableView.reloadData()
    }
    layout.summaryLabel.text = state.summary
    if state.alert != shownAlert {
      shownAlert = state.alert
      if let alert = state.alert {
        presentAlert(alert) { [store] _ in store.send(.alertDismissed) }
      }
    }
  }
}
