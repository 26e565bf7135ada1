import Foundation

/// A table data source fed by snapshots of identifiers (iOS 13's diffable data source).
/// It makes itself the table's `dataSource` (which holds it weakly: keep a reference, as on
/// iOS). Applying a snapshot reloads the table (there are no animations headless).
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>:
  UITableViewDataSource
{
  /// Makes the cell for an item.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// How row changes would animate (kept, not applied).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Creates the data source and installs it as `tableView.dataSource`.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// Shows a snapshot: the table reloads, then `completion` runs.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  /// The snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// The item at an index path.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard current.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
    let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  /// The index path of an item.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    for (section, id) in current.sectionIdentifiers.enumerated() {
      if let row = current.itemIdentifiers(inSection: id).firstIndex(of: itemIdentifier) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// One section per section identifier.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// The items of the section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard current.sectionIdentifiers.indices.contains(section) else { return 0 }
    return current.numberOfItems(inSection: current.sectionIdentifiers[section])
  }

  /// The cell the provider makes for the item.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else {
      fatalError("UITableViewDiffableDataSource: the cell provider returned nil for \(indexPath)")
    }
    return cell
  }
}
