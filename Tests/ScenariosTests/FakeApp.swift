import Domain
import Foundation
import HeadlessUI
import Scheduling

/// A tiny app for the executor's tests: one screen, `fake`, with one element of each kind,
/// and a `detail` screen pushed by tapping a row.
///
/// - `fake.title` label "Hello"; `fake.user` label: the signed-in email or "nobody"
/// - `fake.name` field (placeholder "Name"); return in it focuses `fake.secret` (secure)
/// - `fake.go` button "Go", enabled when the name is not empty; tapping it titles it
///   "Going…" and, 400 ms later, shows the alert "Done" / "Hi NAME" with "OK", which sets
///   `fake.title` to "Bye"
/// - `fake.hint` hidden label; `fake.mode` segments "A" (selected), "B"
/// - `fake.notify` switch (off); `fake.flips` label: how many value changes the app heard
///   ("0"); `fake.locked` switch, on and disabled
/// - `fake.list` one row per product: name, formatted price
enum FakeApp {
  static func makeWindow(environment: AppEnvironment, leaks: Bool = false) -> UIWindow {
    let window = UIWindow(frame: .zero)
    let screen = FakeViewController(environment: environment, leaks: leaks)
    window.rootViewController = UINavigationController(rootViewController: screen)
    window.makeKeyAndVisible()
    return window
  }
}

final class FakeViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  UITextFieldDelegate
{
  let environment: AppEnvironment
  let leaks: Bool
  let titleLabel = UILabel()
  let userLabel = UILabel()
  let nameField = UITextField()
  let secretField = UITextField()
  let goButton = UIButton(type: .system)
  let hintLabel = UILabel()
  let modeControl = UISegmentedControl(items: ["A", "B"])
  let notifySwitch = UISwitch()
  let flipsLabel = UILabel()
  let lockedSwitch = UISwitch()
  var flips = 0
  let table = UITableView(frame: .zero, style: .plain)
  var products: [Product] = []

  init(environment: AppEnvironment, leaks: Bool) {
    self.environment = environment
    self.leaks = leaks
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "fake"
    products = (try? environment.catalogStore.allProducts()) ?? []
    let identified: [(UIView, String)] = [
      (titleLabel, "fake.title"), (userLabel, "fake.user"), (nameField, "fake.name"),
      (secretField, "fake.secret"), (goButton, "fake.go"), (hintLabel, "fake.hint"),
      (modeControl, "fake.mode"), (notifySwitch, "fake.notify"), (flipsLabel, "fake.flips"),
      (lockedSwitch, "fake.locked"), (table, "fake.list"),
    ]
    for (element, id) in identified {
      element.accessibilityIdentifier = id
      view.addSubview(element)
    }
    titleLabel.text = "Hello"
    userLabel.text = environment.session?.email ?? "nobody"
    nameField.placeholder = "Name"
    nameField.delegate = self
    secretField.isSecureTextEntry = true
    goButton.setTitle("Go", for: .normal)
    goButton.isEnabled = false
    hintLabel.text = "Psst"
    hintLabel.isHidden = true
    modeControl.selectedSegmentIndex = 0
    flipsLabel.text = "0"
    lockedSwitch.isOn = true
    lockedSwitch.isEnabled = false
    notifySwitch.addAction(
      UIAction { [weak self] _ in self?.notifyFlipped() }, for: .valueChanged)
    table.dataSource = self
    table.delegate = self
    nameField.addAction(
      UIAction { [weak self] _ in self?.nameChanged() }, for: .editingChanged)
    if leaks {
      goButton.addAction(UIAction { _ in self.goTapped() }, for: .touchUpInside)
    } else {
      goButton.addAction(UIAction { [weak self] _ in self?.goTapped() }, for: .touchUpInside)
    }
  }

  func nameChanged() {
    goButton.isEnabled = !(nameField.text ?? "").isEmpty
  }

  func notifyFlipped() {
    flips += 1
    flipsLabel.text = "\(flips)"
  }

  func goTapped() {
    goButton.setTitle("Going…", for: .normal)
    let name = nameField.text ?? ""
    environment.scheduler.schedule(after: .milliseconds(400)) { [weak self] in
      let alert = UIAlertController(title: "Done", message: "Hi \(name)", preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "OK", style: .default) { _ in self?.titleLabel.text = "Bye" })
      self?.present(alert, animated: true)
    }
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === nameField { _ = secretField.becomeFirstResponder() }
    return false
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    products.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = products[indexPath.row].name
    cell.detailTextLabel?.text = Strings.Catalog.price(products[indexPath.row].price)
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = UIViewController()
    detail.view.accessibilityIdentifier = "detail"
    let label = UILabel()
    label.accessibilityIdentifier = "detail.name"
    label.text = products[indexPath.row].name
    detail.view.addSubview(label)
    navigationController?.pushViewController(detail, animated: true)
  }
}
