import Assertions
import Foundation
import Testing

@testable import HeadlessUI

/// A data source of `count` numbered rows, counting the cells it creates.
final class NumberedRows: UITableViewDataSource {
  var count: Int
  var created = 0
  var asked = 0
  init(count: Int) { self.count = count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    asked += 1
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? {
        created += 1
        return UITableViewCell(style: .value1, reuseIdentifier: "row")
      }()
    cell.textLabel?.text = "Row \(indexPath.row + 1)"
    cell.detailTextLabel?.text = "#\(indexPath.row + 1)"
    return cell
  }
}

/// A cell class registered with the table, counting instances.
final class CountedCell: UITableViewCell {
  nonisolated(unsafe) static var made = 0
  var resets = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    CountedCell.made += 1
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    resets += 1
  }
}

/// Records selection calls.
final class SelectionLog: UITableViewDelegate {
  var log: [String] = []
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("will \(indexPath.row)")
    return indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("did \(indexPath.row)")
  }
}

struct UITableViewTests {
  @Test func rowCountsComeFromTheDataSourceAndChangeOnlyOnReload() {
    let rows = NumberedRows(count: 3)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    table.dataSource = rows
    assertEqual(table.numberOfRows(inSection: 0), 3)
    rows.count = 5
    assertEqual(table.numberOfRows(inSection: 0), 3)
    table.reloadData()
    assertEqual(table.numberOfRows(inSection: 0), 5)
  }

  @Test func onlyTheViewportHasCells() {
    let rows = NumberedRows(count: 100)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    table.dataSource = rows
    assertEqual(table.indexPathsForVisibleRows?.count, 10)
    assertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Row 1")
    #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
    assertEqual(rows.created, 10)
  }

  @Test func scrollingReusesCellsThatLeftTheViewport() {
    let rows = NumberedRows(count: 100)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    table.dataSource = rows
    _ = table.visibleCells
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
    let cell = table.cellForRow(at: IndexPath(row: 50, section: 0))
    assertEqual(cell?.textLabel?.text, "Row 51")
    assertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 50, section: 0))
    assertEqual(rows.created, 10)
  }

  @Test func registeredClassesAreCreatedAndPreparedForReuse() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    table.register(CountedCell.self, forCellReuseIdentifier: "counted")
    let before = CountedCell.made
    let first = table.dequeueReusableCell(
      withIdentifier: "counted", for: IndexPath(row: 0, section: 0))
    #expect(first is CountedCell)
    assertEqual(first.reuseIdentifier, "counted")
    assertEqual(CountedCell.made, before + 1)
    #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
  }

  @Test func aTapAsksWillSelectThenSelectsThenTellsDelegateAndObservers() {
    let rows = NumberedRows(count: 30)
    let delegate = SelectionLog()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    table.dataSource = rows
    table.delegate = delegate
    table.addSelectionObserver { _, indexPath in delegate.log.append("observed \(indexPath.row)") }
    table.simulateTap(onRowAt: IndexPath(row: 20, section: 0))
    assertEqual(delegate.log, ["will 20", "did 20", "observed 20"])
    assertEqual(table.indexPathForSelectedRow, IndexPath(row: 20, section: 0))
    assertEqual(table.cellForRow(at: IndexPath(row: 20, section: 0))?.isSelected, true)
  }

  @Test func contentConfigurationFillsTheStandardLabels() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Mouse"
    content.secondaryText = "$5.00"
    cell.contentConfiguration = content
    assertEqual(cell.textLabel?.text, "Mouse")
    assertEqual(cell.detailTextLabel?.text, "$5.00")
  }

  @Test func cellStylesHaveADetailLabelExceptDefault() {
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
    #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel != nil)
  }
}
