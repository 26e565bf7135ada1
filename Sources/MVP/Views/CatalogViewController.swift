/// View role (MVP): the catalog screen's widgets, implementing `CatalogView`.
///
/// Owns the widgets, the table's data source and its presenter; forwards every user event
/// to the presenter as it comes and shows exactly what the presenter says. Must not decide
/// anything: no filtering, sorting, wording, store or navigation.
import Domain
import Foundation
import HeadlessUI
import Theme

/// The catalog screen.
final class CatalogViewController: UIViewController, CatalogView, UITableViewDelegate {
  private let presenter: CatalogPresenter
  private let dataSource = ProductListDataSource()
  private let titleLabel = UILabel()
  private let searchField = UITextField()
  private let sortControl = UISegmentedControl(items: ProductSort.titles)
  private let tableView = UITableView()
  private let summaryLabel = UILabel()
  private let addButton = UIButton(type: .system)
  private let signOutButton = UIButton(type: .system)

  /// A screen driven by `presenter` (set the presenter's `view` to it).
  init(presenter: CatalogPresenter) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let root = UIView()
    root.accessibilityIdentifier = ElementID.Catalog.screen
    root.style = "Screen"

    titleLabel.text = Strings.Catalog.title
    titleLabel.accessibilityIdentifier = ElementID.Catalog.title
    titleLabel.style = "TitleLabel"

    searchField.placeholder = Strings.Catalog.searchPlaceholder
    searchField.accessibilityIdentifier = ElementID.Catalog.search
    searchField.style = "TextField"

    sortControl.selectedSegmentIndex = 0
    sortControl.accessibilityIdentifier = ElementID.Catalog.sort
    sortControl.style = "SegmentedControl"

    tableView.accessibilityIdentifier = ElementID.Catalog.list
    tableView.style = "List"
    tableView.dataSource = dataSource
    tableView.delegate = self

    summaryLabel.accessibilityIdentifier = ElementID.Catalog.summary
    summaryLabel.style = "BodyLabel"

    addButton.setTitle(Strings.Catalog.add, for: .normal)
    addButton.accessibilityIdentifier = ElementID.Catalog.add
    addButton.style = "PrimaryButton"

    signOutButton.setTitle(Strings.Catalog.signOut, for: .normal)
    signOutButton.accessibilityIdentifier = ElementID.Catalog.signOut
    signOutButton.style = "SecondaryButton"

    let subviews: [UIView] = [
      titleLabel, searchField, sortControl, tableView, summaryLabel, addButton, signOutButton,
    ]
    for subview in subviews { root.addSubview(subview) }
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        presenter.searchTextChanged(searchField.text ?? "")
      }, for: .editingChanged)
    sortControl.addAction(
      UIAction { [weak self] _ in
        guard let self, let sort = ProductSort(rawValue: sortControl.selectedSegmentIndex)
        else { return }
        presenter.sortChanged(sort)
      }, for: .valueChanged)
    addButton.addAction(
      UIAction { [weak self] _ in self?.presenter.addButtonTapped() }, for: .touchUpInside)
    signOutButton.addAction(
      UIAction { [weak self] _ in self?.presenter.signOutButtonTapped() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    presenter.viewWillAppear()
  }

  // MARK: UITableViewDelegate

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    presenter.productTapped(at: indexPath.row)
  }

  // MARK: CatalogView

  func showProducts(_ rows: [ProductRow]) {
    dataSource.rows = rows
    tableView.reloadData()
  }

  func setSummary(_ summary: String) {
    summaryLabel.text = summary
  }

  func showAlert(_ alert: AlertText) {
    presentAlert(alert)
  }
}
