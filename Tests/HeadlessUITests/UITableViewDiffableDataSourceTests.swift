import Assertions
import Testing

import HeadlessUI

struct UITableViewDiffableDataSourceTests {
  enum Section { case main }

  @Test func applyingASnapshotShowsItsItemsInOrder() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) {
      tableView, _, name in
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "cell")
        ?? UITableViewCell(style: .default, reuseIdentifier: "cell")
      cell.textLabel?.text = name
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["Keyboard", "Mouse", "Hub"])
    var completed = false
    dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
    #expect(completed)
    assertEqual(table.numberOfRows(inSection: 0), 3)
    assertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Mouse")
    assertEqual(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)), "Hub")
    assertEqual(dataSource.indexPath(for: "Keyboard"), IndexPath(row: 0, section: 0))

    snapshot.deleteItems(["Mouse"])
    dataSource.apply(snapshot)
    assertEqual(table.numberOfRows(inSection: 0), 2)
    assertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Hub")
    assertEqual(dataSource.snapshot().itemIdentifiers, ["Keyboard", "Hub"])
  }
}
