import Assertions
import Testing

@testable import HeadlessUI

struct UITableViewReuseTests {
  @Test func aMillionRowTableCreatesNoMoreThanAViewportOfCells() throws {
    let rows = NumberedRows(count: 1_000_000)
    let catalog = UIViewController()
    let table = UITableView()
    table.accessibilityIdentifier = "list"
    table.dataSource = rows
    catalog.view.accessibilityIdentifier = "screen"
    catalog.view.addSubview(table)
    let window = UIWindow()
    window.rootViewController = catalog
    window.makeKeyAndVisible()
    let driver = UIDriver(window: window)

    let viewportRows = Int((table.bounds.height / table.rowHeight).rounded(.up))
    assertEqual(table.bounds.height, 844)
    assertEqual(viewportRows, 20)
    assertEqual(table.numberOfRows(inSection: 0), 1_000_000)
    for row in [1, 500_000, 999_999, 1_000_000, 250_000, 2] {
      let texts = try driver.rowTexts(row, of: "list")
      assertEqual(texts.title, "Row \(row)")
    }
    try driver.tapRow(1_000_000, of: "list")
    assertEqual(table.indexPathForSelectedRow, IndexPath(row: 999_999, section: 0))
    #expect(rows.created <= viewportRows + 1)
    #expect(table.visibleCells.count <= viewportRows + 1)
    #expect(rows.asked < 200)
  }

  @Test func aSizeChangeShowsMoreRows() {
    let rows = NumberedRows(count: 100)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
    table.dataSource = rows
    assertEqual(table.indexPathsForVisibleRows?.count, 5)
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
    assertEqual(table.indexPathsForVisibleRows?.count, 10)
  }

  @Test func cellsLeavingTheViewportArePreparedForReuseWhenHandedOutAgain() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    final class Source: UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
      }
    }
    let source = Source()
    table.register(CountedCell.self, forCellReuseIdentifier: "c")
    table.dataSource = source
    _ = table.visibleCells
    table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
    let resets = table.visibleCells.compactMap { $0 as? CountedCell }.map(\.resets)
    assertEqual(resets.reduce(0, +), 10)
  }
}

struct UITableViewReloadTests {
  @Test func reloadDataAsksAgainForEveryVisibleRow() {
    let rows = NumberedRows(count: 3)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    table.dataSource = rows
    assertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Row 1")
    rows.count = 1
    rows.asked = 0
    table.reloadData()
    assertEqual(table.indexPathsForVisibleRows, [IndexPath(row: 0, section: 0)])
    assertEqual(rows.asked, 1)
    assertEqual(table.subviews.count, 1)
    assertEqual(rows.created, 3)
  }

  @Test func anAlertDoesNotShrinkTheScreenBehindIt() throws {
    let catalog = SampleCatalogViewController(products: sampleProducts)
    let window = makeWindow(catalog)
    window.layoutIfNeeded()
    let height = catalog.table.bounds.height
    catalog.present(
      UIAlertController(title: "Hi", message: nil, preferredStyle: .alert), animated: true)
    window.layoutIfNeeded()
    assertEqual(catalog.view.frame, window.bounds)
    assertEqual(catalog.table.bounds.height, height)
  }
}

struct UITableViewScrollTests {
  @Test func aReloadWithFewerRowsScrollsBackSoRowsStayVisible() {
    let rows = NumberedRows(count: 500)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    table.dataSource = rows
    table.scrollToRow(at: IndexPath(row: 400, section: 0), at: .top, animated: false)
    rows.count = 2
    table.reloadData()
    assertEqual(table.indexPathsForVisibleRows?.count, 2)
    assertEqual(table.contentOffset.y, 0)
  }

  @Test func visibleCellsMoveWithTheContentOffset() throws {
    let rows = NumberedRows(count: 100)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    table.dataSource = rows
    let cell = table.cellForRow(at: IndexPath(row: 5, section: 0))
    table.contentOffset = CGPoint(x: 0, y: 44)
    _ = table.visibleCells
    let y = try #require(cell?.frame.minY)
    assertEqual(y, 176)
  }
}
