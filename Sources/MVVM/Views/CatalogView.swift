// View role (MVVM): the catalog screen's widgets, tagged with their `ElementID`s and styled
// by the theme. Owns: the view hierarchy only. Must not know: the view model, the query or
// the store; `CatalogViewController` binds it.
import Domain
import Foundation
import HeadlessUI

/// The catalog screen's root view: title, search, sort, list, summary, Add and Sign out.
final class CatalogView: UIView {
  /// "Products".
  let titleLabel = UILabel()
  /// The search field.
  let searchField = UITextField()
  /// "Name", "Price ↑", "Price ↓", with "Name" selected.
  let sortControl = UISegmentedControl(items: ProductSort.titles)
  /// One row per shown product.
  let tableView = UITableView()
  /// "7 products", "1 of 7 products"...
  let summaryLabel = UILabel()
  /// "Add".
  let addButton = UIButton(type: .system)
  /// "Sign out".
  let signOutButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = ElementID.Catalog.screen
    style = "Screen"

    titleLabel.accessibilityIdentifier = ElementID.Catalog.title
    titleLabel.style = "TitleLabel"
    titleLabel.text = Strings.Catalog.title

    searchField.accessibilityIdentifier = ElementID.Catalog.search
    searchField.style = "TextField"
    searchField.placeholder = Strings.Catalog.searchPlaceholder

    sortControl.accessibilityIdentifier = ElementID.Catalog.sort
    sortControl.style = "SegmentedControl"
    sortControl.selectedSegmentIndex = ProductSort.name.rawValue

    tableView.accessibilityIdentifier = ElementID.Catalog.list
    tableView.style = "List"

    summaryLabel.accessibilityIdentifier = ElementID.Catalog.summary
    summaryLabel.style = "BodyLabel"

    addButton.accessibilityIdentifier = ElementID.Catalog.add
    addButton.style = "PrimaryButton"
    addButton.setTitle(Strings.Catalog.add, for: .normal)

    signOutButton.accessibilityIdentifier = ElementID.Catalog.signOut
    signOutButton.style = "SecondaryButton"
    signOutButton.setTitle(Strings.Catalog.signOut, for: .normal)

    for subview in [
      titleLabel, searchField, sortControl, tableView, summaryLabel, addButton, signOutButton,
    ] as [UIView] {
      addSubview(subview)
    }
  }

  required init?(coder: NSCoder) { nil }
}
