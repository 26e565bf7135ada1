import Foundation

@testable import HeadlessUI

/// A sign-in screen built in code, shaped like the Storefront's, for driver and render tests.
final class SampleLoginViewController: UIViewController, UITextFieldDelegate {
  let titleLabel = UILabel()
  let emailField = UITextField()
  let passwordField = UITextField()
  let submitButton = UIButton(type: .system)
  let activity = UIActivityIndicatorView(style: .medium)
  var returns: [String] = []
  var submissions = 0

  override func loadView() {
    view = UIView()
    view.accessibilityIdentifier = "login"
    titleLabel.text = "Sign in"
    titleLabel.accessibilityIdentifier = "login.title"
    emailField.placeholder = "you@example.com"
    emailField.accessibilityIdentifier = "login.email"
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.accessibilityIdentifier = "login.password"
    submitButton.setTitle("Sign in", for: .normal)
    submitButton.accessibilityIdentifier = "login.submit"
    submitButton.isEnabled = false
    activity.accessibilityIdentifier = "login.activity"
    [titleLabel, emailField, passwordField, submitButton, activity].forEach(view.addSubview)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.delegate = self
    passwordField.delegate = self
    for field in [emailField, passwordField] {
      field.addAction(
        UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
    }
    submitButton.addAction(UIAction { [weak self] _ in self?.submit() }, for: .touchUpInside)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    returns.append(textField.accessibilityIdentifier ?? "?")
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      let alert = UIAlertController(
        title: "Error", message: "Enter a valid email address.", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
    }
    return false
  }

  func updateButton() {
    submitButton.isEnabled =
      (emailField.text ?? "").contains("@") && (passwordField.text ?? "").count >= 6
  }

  func submit() {
    submissions += 1
    submitButton.isEnabled = false
    submitButton.setTitle("Signing in…", for: .normal)
    activity.startAnimating()
  }
}

/// A catalog-like screen: a title, a table of products, a summary and a hidden button.
final class SampleCatalogViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  var products: [(String, String)]
  let table = UITableView()
  var selected: [Int] = []

  init(products: [(String, String)]) {
    self.products = products
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "catalog"
    let title = UILabel()
    title.text = "Products"
    title.accessibilityIdentifier = "catalog.title"
    let sort = UISegmentedControl(items: ["Name", "Price ↑", "Price ↓"])
    sort.selectedSegmentIndex = 0
    sort.accessibilityIdentifier = "catalog.sort"
    table.accessibilityIdentifier = "catalog.list"
    table.dataSource = self
    table.delegate = self
    let summary = UILabel()
    summary.text = "\(products.count) products"
    summary.accessibilityIdentifier = "catalog.summary"
    let hidden = UIButton(type: .system)
    hidden.setTitle("Secret", for: .normal)
    hidden.accessibilityIdentifier = "catalog.secret"
    hidden.isHidden = true
    [title, sort, table, summary, hidden].forEach(view.addSubview)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    products.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "product")
      ?? UITableViewCell(style: .value1, reuseIdentifier: "product")
    cell.textLabel?.text = products[indexPath.row].0
    cell.detailTextLabel?.text = products[indexPath.row].1
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

/// The Storefront's default catalog as (name, price) rows.
let sampleProducts = [
  ("Keyboard", "$6.00"), ("Mouse", "$5.00"), ("Bàn phím cơ", "$49.90"), ("USB-C Hub", "$25.00"),
  ("マウスパッド", "$12.00"), ("Monitor Stand", "$35.50"), ("Pro Display", "$1,599.00"),
]

/// A visible window whose root is a navigation controller holding `root`.
func makeWindow(_ root: UIViewController) -> UIWindow {
  let window = UIWindow()
  window.rootViewController = UINavigationController(rootViewController: root)
  window.makeKeyAndVisible()
  return window
}
