// Imitates: Hacking with Swift "Project 5/Shopping list" style. A UITableViewController with a
// string array, a "+" bar button wired with #selector, and a UIAlertController with a text field.
import UIKit

class GroceryListViewController: UITableViewController {
  var items = [String]()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Groceries"
    navigationController?.navigationBar.prefersLargeTitles = true
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")

    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: #selector(promptForItem))
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Clear", style: .plain, target: self, action: #selector(clearList))
  }

  @objc func promptForItem() {
    let ac = UIAlertController(title: "Add item", message: nil, preferredStyle: .alert)
    ac.addTextField()

    let submitAction = UIAlertAction(title: "Add", style: .default) { [weak self, weak ac] _ in
      guard let item = ac?.textFields?[0].text, !item.isEmpty else { return }
      self?.add(item)
    }
    ac.addAction(submitAction)
    ac.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(ac, animated: true)
  }

  @objc func clearList() {
    items.removeAll()
    tableView.reloadData()
  }

  func add(_ item: String) {
    items.insert(item, at: 0)
    let indexPath = IndexPath(row: 0, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}
