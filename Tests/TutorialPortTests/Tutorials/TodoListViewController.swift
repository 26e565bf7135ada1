import UIKit

struct TodoItem {
  var title: String
  var isDone = false
}

class TodoListViewController: UITableViewController {
  var items = [
    TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog"), TodoItem(title: "Call mum"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "To-Do"
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.rightBarButtonItem = editButtonItem
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TodoCell")
    tableView.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    tableView.accessibilityIdentifier = "todo.list"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "TodoCell", for: indexPath)
    let item = items[indexPath.row]
    cell.textLabel?.text = item.title
    cell.accessoryType = item.isDone ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let done = UIContextualAction(style: .normal, title: "Done") {
      [weak self] _, _, completionHandler in
      self?.items[indexPath.row].isDone = true
      tableView.reloadRows(at: [indexPath], with: .automatic)
      completionHandler(true)
    }
    done.backgroundColor = .systemGreen
    return UISwipeActionsConfiguration(actions: [done])
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    title = editing ? "Editing" : "To-Do"
  }
}
