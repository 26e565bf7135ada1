import Domain
import Foundation
import HeadlessUI

/// The catalog screen's layout, the same in every pattern: title, search field, sort control,
/// product table, summary and the two buttons, tagged with their `ElementID`s and styled
/// through the theme.
///
/// It holds no products and no query and decides nothing: each pattern's view controller fills
/// the table (with `ProductCell`s) and the summary and reacts to the controls. Where that logic lives is the lesson;
/// the widgets themselves are not, so they are written once.
public final class CatalogLayout: UIView {
  /// "Products".
  public let titleLabel = UILabel()
  /// The search field.
  public let searchField = UITextField()
  /// "Name", "Price ↑", "Price ↓", segment `i` standing for `ProductSort(rawValue: i)`; "Name"
  /// selected.
  public let sortControl = UISegmentedControl(items: [
    Strings.Catalog.sortByName, Strings.Catalog.sortByPriceAscending,
    Strings.Catalog.sortByPriceDescending,
  ])
  /// One row per shown product, each a `ProductCell`.
  public let tableView = UITableView()
  /// "7 products", "1 of 7 products"...
  public let summaryLabel = UILabel()
  /// "Add".
  public let addButton = UIButton(type: .system)
  /// "Sign out".
  public let signOutButton = UIButton(type: .system)

  public override init(frame: CGRect) {
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
    tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)

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

  public required init?(coder: NSCoder) { nil }
}
