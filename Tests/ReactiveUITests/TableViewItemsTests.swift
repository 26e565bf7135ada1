import Assertions
import Foundation
import HeadlessUI
import Reactive
import ReactiveUI
import Testing

struct TableViewItemsTests {
  private func makeTable() -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    return table
  }

  @Test func itemsWithACellIdentifierShowsTheLatestArray() {
    let table = makeTable()
    let items = BehaviorRelay(value: ["Apple", "Pear"])
    let bag = DisposeBag()
    items.bind(to: table.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
      row, item, cell in
      cell.textLabel?.text = "\(row + 1). \(item)"
    }
    .disposed(by: bag)
    assertEqual(table.numberOfRows(inSection: 0), 2)
    assertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "2. Pear")
    items.accept(["Fig"])
    assertEqual(table.numberOfRows(inSection: 0), 1)
    assertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "1. Fig")
  }

  @Test func aDriverDrivesTheRowsWithACellFactory() {
    let table = makeTable()
    let bag = DisposeBag()
    Driver.just([3, 1, 2])
      .drive(table.rx.items) { tableView, row, number in
        let cell = tableView.dequeueReusableCell(
          withIdentifier: "Cell", for: IndexPath(row: row, section: 0))
        cell.textLabel?.text = "#\(number)"
        return cell
      }
      .disposed(by: bag)
    assertEqual(table.numberOfRows(inSection: 0), 3)
    assertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "#3")
  }

  @Test func modelSelectedSendsTheModelOfTheTappedRow() throws {
    let table = makeTable()
    let bag = DisposeBag()
    Observable.just(["a", "b", "c"])
      .bind(to: table.rx.items(cellIdentifier: "Cell")) { _, item, cell in
        cell.textLabel?.text = item
      }
      .disposed(by: bag)
    var selected: [String] = []
    table.rx.modelSelected(String.self).subscribe(onNext: { selected.append($0) })
      .disposed(by: bag)
    table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
    assertEqual(selected, ["c"])
    let model: String = try table.rx.model(at: IndexPath(row: 1, section: 0))
    assertEqual(model, "b")
  }

  @Test func endingTheBindingClearsTheDataSource() {
    let table = makeTable()
    var bag: DisposeBag? = DisposeBag()
    Observable.just(["a"])
      .bind(to: table.rx.items(cellIdentifier: "Cell")) { _, item, cell in
        cell.textLabel?.text = item
      }
      .disposed(by: bag!)
    #expect(table.dataSource != nil)
    bag = nil
    #expect(table.dataSource == nil)
    assertEqual(table.numberOfRows(inSection: 0), 0)
  }

  @Test func setDelegateKeepsTheDelegateWhileItsDisposableLives() {
    final class Delegate: UITableViewDelegate {}
    let table = makeTable()
    let delegate = Delegate()
    var bag: DisposeBag? = DisposeBag()
    table.rx.setDelegate(delegate).disposed(by: bag!)
    #expect(table.delegate === delegate)
    bag = nil
    #expect(table.delegate == nil)
  }
}
