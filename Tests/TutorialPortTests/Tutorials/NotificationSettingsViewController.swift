import UIKit

class NotificationSettingsViewController: UIViewController, UITableViewDataSource {
  let headerLabel = UILabel()
  let pushSwitch = UISwitch()
  let hintLabel = UILabel()
  let historyTable = UITableView()
  let stackView = UIStackView()
  var history = (1...12).map { "Notification \($0)" }
  private(set) var pushEnabled = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "settings"

    headerLabel.text = "Notifications"
    headerLabel.font = .systemFont(ofSize: 28, weight: .black)
    headerLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)

    pushSwitch.accessibilityIdentifier = "settings.push"
    pushSwitch.onTintColor = .systemGreen
    pushSwitch.addAction(
      UIAction { [weak self] _ in self?.pushSwitchChanged() }, for: .valueChanged)

    hintLabel.text = "You will get a badge for every order."
    hintLabel.font = .monospacedDigitSystemFont(ofSize: 13, weight: .thin)
    hintLabel.alpha = 0
    hintLabel.accessibilityIdentifier = "settings.hint"

    historyTable.dataSource = self
    historyTable.accessibilityIdentifier = "settings.history"
    historyTable.register(UITableViewCell.self, forCellReuseIdentifier: "cell")

    stackView.axis = .vertical
    stackView.spacing = 8
    stackView.distribution = .fill
    stackView.translatesAutoresizingMaskIntoConstraints = false
    [headerLabel, pushSwitch, hintLabel, historyTable].forEach(stackView.addArrangedSubview)
    stackView.setCustomSpacing(24, after: headerLabel)
    view.addSubview(stackView)

    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      stackView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  private func pushSwitchChanged() {
    pushEnabled = pushSwitch.isOn
    UIView.animate(
      withDuration: 0.3, delay: 0.1, options: [.curveEaseInOut, .beginFromCurrentState],
      animations: { self.hintLabel.alpha = self.pushSwitch.isOn ? 1 : 0 },
      completion: { _ in self.hintLabel.isHidden = !self.pushSwitch.isOn })
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    history.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = history[indexPath.row]
    return cell
  }
}
