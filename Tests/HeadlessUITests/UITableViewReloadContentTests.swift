import Assertions
import HeadlessUI
import Testing

struct UITableViewReloadContentTests {
  final class Names: NSObject, UITableViewDataSource {
    var names: [String]
    init(_ names: [String]) { self.names = names }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      names.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "name")
        ?? UITableViewCell(style: .default, reuseIdentifier: "name")
      cell.textLabel?.text = names[indexPath.row]
      return cell
    }
  }

  @Test func reloadDataShowsNewContentInRowsThatStayOnScreen() {
    let names = Names(["Keyboard", "Mouse"])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    table.dataSource = names
    assertEqual(table.visibleCells.compactMap { $0.textLabel?.text }, ["Keyboard", "Mouse"])
    names.names = ["Monitor", "Hub"]
    table.reloadData()
    assertEqual(table.visibleCells.compactMap { $0.textLabel?.text }, ["Monitor", "Hub"])
    assertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Monitor")
  }
}
