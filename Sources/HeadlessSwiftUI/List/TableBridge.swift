/// A list's table data source and delegate: rows become nodes hosted in cells, made when a
/// cell is shown and updated when it is shown again.
final class TableBridge: UITableViewDataSource, UITableViewDelegate {
  var sections: [ListModel.Section] = []
  /// `List(selection:)`: selects the tapped row's id.
  var select: ((AnyHashable) -> Void)?
  private weak var node: ViewNode?
  private var rows: [RowKey: ViewNode] = [:]
  /// The list environment each row's environment was made from.
  private var rowBases: [RowKey: ObjectIdentifier] = [:]

  struct RowKey: Hashable {
    var section: Int
    var id: AnyHashable
  }

  init(table: UITableView, node: ViewNode) {
    self.node = node
    table.register(ListCell.self, forCellReuseIdentifier: ListCell.reuseIdentifier)
    table.dataSource = self
    table.delegate = self
  }

  /// Shows `new`: the rows on screen are updated where they stand when the same rows are still
  /// there (no cell moves, so a field in a row keeps its focus); otherwise the table reloads.
  func show(_ new: [ListModel.Section], in table: UITableView) {
    let old = sections
    sections = new
    for row in rows.values { row.awaitsView = true }
    let visible = table.visibleCells.compactMap { $0 as? ListCell }
    let sameShape =
      old.count == new.count && zip(old, new).allSatisfy { $0.count == $1.count }
      && visible.allSatisfy { cell in
        guard let row = cell.row, let path = table.indexPath(for: cell),
          let (block, offset) = new[path.section].locate(path.row)
        else { return false }
        return row.identity == block.row(offset).id
      }
    guard sameShape, !visible.isEmpty else {
      table.reloadData()
      return
    }
    for cell in visible {
      if let path = table.indexPath(for: cell), let row = rowNode(at: path) { cell.show(row) }
    }
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].count : 0
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].footer : nil
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: ListCell.reuseIdentifier, for: indexPath)
      as? ListCell ?? ListCell(style: .default, reuseIdentifier: ListCell.reuseIdentifier)
    guard let row = rowNode(at: indexPath) else { return cell }
    cell.show(row)
    return cell
  }

  /// The node of a row, made or updated with the row's current view.
  func rowNode(at indexPath: IndexPath) -> ViewNode? {
    guard let list = node, sections.indices.contains(indexPath.section),
      let (block, offset) = sections[indexPath.section].locate(indexPath.row)
    else { return nil }
    let (id, view) = block.row(offset)
    let key = RowKey(
      section: indexPath.section, id: block.isDynamic ? id : AnyHashable(indexPath.row))
    let base = ObjectIdentifier(list.environment.storage)
    if let existing = rows[key], existing.isMounted {
      var environment = existing.environment
      if rowBases[key] != base {
        environment = list.environment
        environment.listRow = existing.environment.listRow
        rowBases[key] = base
      }
      UpdateCycle.batch {
        existing.update(to: view, environment: environment, traits: Traits())
      }
      return existing
    }
    var environment = list.environment
    environment.listRow = RowContext()
    let row = ViewNode(
      view: view, environment: environment, traits: Traits(), identity: id, parent: list)
    row.isListRow = true
    UpdateCycle.batch { row.render() }
    rows[key] = row
    rowBases[key] = base
    pruneRows()
    return row
  }

  /// Rows whose cells went back to the pool keep their node for a while (their state
  /// survives a reload); beyond a few screens' worth, unshown rows are let go.
  private func pruneRows() {
    guard rows.count > 256 else { return }
    for (key, row) in rows where row.host == nil {
      row.unmount()
      rows[key] = nil
      rowBases[key] = nil
    }
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard
      let row = (tableView.cellForRow(at: indexPath) as? ListCell)?.row ?? rowNode(at: indexPath)
    else { return }
    let action = row.environment.listRow?.action
    let select = select
    UpdateCycle.event {
      if let select, let id = row.identity { select(id) }
      action?()
    }
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    block(at: indexPath)?.block.onDelete != nil
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let (block, offset) = block(at: indexPath),
      let onDelete = block.onDelete
    else { return }
    UpdateCycle.event { onDelete(IndexSet(integer: offset)) }
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let row = (tableView.cellForRow(at: indexPath) as? ListCell)?.row
    return Self.configuration(row?.environment.listRow?.swipeButtons ?? [])
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let row = (tableView.cellForRow(at: indexPath) as? ListCell)?.row
    return Self.configuration(row?.environment.listRow?.leadingSwipeButtons ?? [])
  }

  /// The swipe actions of `buttons`; nil for none (a row that can be deleted then shows
  /// UIKit's "Delete").
  private static func configuration(_ buttons: [RowContext.SwipeButton])
    -> UISwipeActionsConfiguration?
  {
    guard !buttons.isEmpty else { return nil }
    return UISwipeActionsConfiguration(
      actions: buttons.map { button in
        UIContextualAction(
          style: button.role == .destructive ? .destructive : .normal, title: button.title
        ) { _, _, completion in
          UpdateCycle.event { button.perform() }
          completion(true)
        }
      })
  }

  private func block(at indexPath: IndexPath) -> (block: ListModel.Block, offset: Int)? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    return sections[indexPath.section].locate(indexPath.row)
  }
}

extension TableBridge: NodeBridge {
  func nodeWillUnmount(_ node: ViewNode) {
    for row in rows.values { row.unmount() }
    rows = [:]
  }
}

/// A list's cell: its content view holds one row's views.
final class ListCell: UITableViewCell, PlatformHost {
  static let reuseIdentifier = "HeadlessSwiftUI.ListCell"
  private(set) weak var row: ViewNode?

  /// Shows `row`'s views (taking them from the cell that showed them before).
  func show(_ row: ViewNode) {
    if let previous = self.row, previous !== row, previous.host === self { previous.host = nil }
    self.row = row
    row.host = self
    setContent(row.platformViews)
  }

  func setContent(_ views: [UIView]) {
    contentView.setChildViews(views)
  }
}

/// What a row's views tell their list: the action a tap runs, the buttons a swipe shows.
final class RowContext {
  private(set) var action: (() -> Void)?
  private weak var actionOwner: ViewNode?
  var swipeButtons: [SwipeButton] = []
  var leadingSwipeButtons: [SwipeButton] = []

  /// The tap's action is the first button or link of the row; its owner may replace it.
  func setAction(_ action: @escaping () -> Void, from node: ViewNode) {
    guard self.action == nil || actionOwner === node || actionOwner?.isMounted != true else {
      return
    }
    self.action = action
    actionOwner = node
  }

  /// A swipe action.
  struct SwipeButton {
    var title: String
    var role: ButtonRole?
    var perform: () -> Void
  }
}

extension EnvironmentValues {
  /// The row a view is in, inside a list.
  var listRow: RowContext? {
    get { self[ListRowKey.self] }
    set { self[ListRowKey.self] = newValue }
  }
}

struct ListRowKey: EnvironmentKey { static var defaultValue: RowContext? { nil } }
