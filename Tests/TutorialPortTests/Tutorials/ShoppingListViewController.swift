import UIKit
import RxSwift
import RxCocoa

class ShoppingListViewController: UIViewController {
  let tableView = UITableView()
  let items = BehaviorRelay<[String]>(value: ["Apples", "Bread", "Cheese"])
  let disposeBag = DisposeBag()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "shopping"
    tableView.accessibilityIdentifier = "shopping.list"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = editButtonItem

    items
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
        _, item, cell in
        cell.textLabel?.text = item
      }
      .disposed(by: disposeBag)

    tableView.rx.itemDeleted
      .subscribe(onNext: { [weak self] indexPath in
        guard let self else { return }
        var current = self.items.value
        current.remove(at: indexPath.row)
        self.items.accept(current)
      })
      .disposed(by: disposeBag)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }
}
