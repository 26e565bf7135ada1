// Imitates: Apple's "Table View Programming" samples and Kodeco "Self-sizing table view cells":
// a sectioned UITableViewController with headers, index titles, a subtitle-style custom cell
// that uses the cell's own override init(style:reuseIdentifier:), accessory views and editing.
import UIKit

struct Contact: Hashable {
  let firstName: String
  let lastName: String
  let phone: String
  var isFavorite = false

  var fullName: String { "\(firstName) \(lastName)" }
}

class ContactCell: UITableViewCell {
  static let reuseIdentifier = "ContactCell"
  let favoriteSwitch = UISwitch()
  var favoriteChanged: ((Bool) -> Void)?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    accessoryView = favoriteSwitch
    favoriteSwitch.addAction(
      UIAction { [weak self] _ in
        guard let self = self else { return }
        self.favoriteChanged?(self.favoriteSwitch.isOn)
      }, for: .valueChanged)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with contact: Contact) {
    textLabel?.text = contact.fullName
    textLabel?.font = .preferredFont(forTextStyle: .body)
    detailTextLabel?.text = contact.phone
    detailTextLabel?.textColor = .secondaryLabel
    imageView?.image = UIImage(systemName: "person.circle")
    favoriteSwitch.setOn(contact.isFavorite, animated: false)
  }
}

class ContactsTableViewController: UITableViewController {
  var sections: [(letter: String, contacts: [Contact])] = []

  var contacts: [Contact] = [] {
    didSet { rebuildSections() }
  }

  init(contacts: [Contact]) {
    super.init(style: .grouped)
    self.contacts = contacts
    rebuildSections()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
    tableView.rowHeight = 60
    navigationItem.rightBarButtonItem = editButtonItem
  }

  private func rebuildSections() {
    let grouped = Dictionary(grouping: contacts) { String($0.lastName.prefix(1)).uppercased() }
    sections = grouped.keys.sorted().map { letter in
      (letter, grouped[letter]!.sorted { $0.lastName < $1.lastName })
    }
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].contacts.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sections[section].letter
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    sections.map { $0.letter }
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
      as! ContactCell
    let contact = sections[indexPath.section].contacts[indexPath.row]
    cell.configure(with: contact)
    cell.favoriteChanged = { [weak self] isOn in
      self?.setFavorite(isOn, for: contact)
    }
    return cell
  }

  func setFavorite(_ isFavorite: Bool, for contact: Contact) {
    guard let index = contacts.firstIndex(of: contact) else { return }
    contacts[index].isFavorite = isFavorite
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    let contact = sections[indexPath.section].contacts[indexPath.row]
    let sectionWillVanish = sections[indexPath.section].contacts.count == 1
    contacts.removeAll { $0 == contact }
    if sectionWillVanish {
      tableView.deleteSections(IndexSet(integer: indexPath.section), with: .automatic)
    } else {
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }
}
