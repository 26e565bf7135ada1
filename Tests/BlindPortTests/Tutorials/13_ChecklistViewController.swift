// Imitates: Kodeco "iOS Apprentice: Checklists": a ChecklistItem model, an item-detail screen
// that reports back through a delegate protocol, presented modally inside a
// UINavigationController, checkmark accessory toggling, swipe-to-delete via commit editingStyle.
import UIKit

class ChecklistItem: NSObject {
  var text = ""
  var checked = false

  init(text: String, checked: Bool = false) {
    self.text = text
    self.checked = checked
  }
}

protocol ItemDetailViewControllerDelegate: AnyObject {
  func itemDetailViewControllerDidCancel(_ controller: ItemDetailViewController)
  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishAdding item: ChecklistItem)
  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishEditing item: ChecklistItem)
}

class ItemDetailViewController: UITableViewController, UITextFieldDelegate {
  weak var delegate: ItemDetailViewControllerDelegate?
  var itemToEdit: ChecklistItem?
  let textField = UITextField()
  var doneBarButton: UIBarButtonItem!

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.largeTitleDisplayMode = .never
    title = itemToEdit == nil ? "Add Item" : "Edit Item"
    textField.text = itemToEdit?.text
    textField.delegate = self
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.cancel() })
    doneBarButton = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.done() })
    navigationItem.rightBarButtonItem = doneBarButton
    doneBarButton.isEnabled = itemToEdit != nil
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    textField.becomeFirstResponder()
  }

  func cancel() {
    delegate?.itemDetailViewControllerDidCancel(self)
  }

  func done() {
    if let item = itemToEdit {
      item.text = textField.text!
      delegate?.itemDetailViewController(self, didFinishEditing: item)
    } else {
      let item = ChecklistItem(text: textField.text!)
      delegate?.itemDetailViewController(self, didFinishAdding: item)
    }
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let oldText = textField.text!
    let stringRange = Range(range, in: oldText)!
    let newText = oldText.replacingCharacters(in: stringRange, with: string)
    doneBarButton.isEnabled = !newText.isEmpty
    return true
  }
}

class ChecklistViewController: UITableViewController, ItemDetailViewControllerDelegate {
  var items = [
    ChecklistItem(text: "Walk the dog"),
    ChecklistItem(text: "Brush my teeth", checked: true),
    ChecklistItem(text: "Learn iOS development"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Checklist"
    navigationController?.navigationBar.prefersLargeTitles = true
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ChecklistItem")
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addItem() })
  }

  func addItem() {
    let controller = ItemDetailViewController(style: .insetGrouped)
    controller.delegate = self
    let navigation = UINavigationController(rootViewController: controller)
    present(navigation, animated: true)
  }

  func configureCheckmark(for cell: UITableViewCell, with item: ChecklistItem) {
    cell.accessoryType = item.checked ? .checkmark : .none
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ChecklistItem", for: indexPath)
    let item = items[indexPath.row]
    cell.textLabel?.text = item.text
    configureCheckmark(for: cell, with: item)
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath) {
      let item = items[indexPath.row]
      item.checked.toggle()
      configureCheckmark(for: cell, with: item)
    }
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    let controller = ItemDetailViewController(style: .insetGrouped)
    controller.delegate = self
    controller.itemToEdit = items[indexPath.row]
    navigationController?.pushViewController(controller, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  // MARK: - ItemDetailViewControllerDelegate

  func itemDetailViewControllerDidCancel(_ controller: ItemDetailViewController) {
    dismiss(animated: true)
  }

  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishAdding item: ChecklistItem
  ) {
    let newRowIndex = items.count
    items.append(item)
    tableView.insertRows(at: [IndexPath(row: newRowIndex, section: 0)], with: .automatic)
    dismiss(animated: true)
  }

  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishEditing item: ChecklistItem
  ) {
    if let index = items.firstIndex(of: item) {
      let indexPath = IndexPath(row: index, section: 0)
      if let cell = tableView.cellForRow(at: indexPath) {
        cell.textLabel?.text = item.text
      }
    }
    navigationController?.popViewController(animated: true)
  }
}
