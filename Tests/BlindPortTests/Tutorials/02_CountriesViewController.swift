// Imitates: Kodeco "UITableView tutorial: getting started" with a programmatic custom cell
// (override init(style:reuseIdentifier:), required init?(coder:), anchors, SF Symbols,
// Dynamic Type fonts) and a UIViewController that owns a UITableView.
import UIKit

struct Country {
  let name: String
  let capital: String
  let isFavorite: Bool
}

class CountryCell: UITableViewCell {
  static let identifier = "CountryCell"

  private let flagImageView: UIImageView = {
    let imageView = UIImageView()
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.contentMode = .scaleAspectFit
    imageView.tintColor = .systemBlue
    return imageView
  }()

  private let nameLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFont.preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    return label
  }()

  private let capitalLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFont.preferredFont(forTextStyle: .subheadline)
    label.textColor = .secondaryLabel
    return label
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(flagImageView)
    contentView.addSubview(nameLabel)
    contentView.addSubview(capitalLabel)

    NSLayoutConstraint.activate([
      flagImageView.leadingAnchor.constraint(
        equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      flagImageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      flagImageView.widthAnchor.constraint(equalToConstant: 32),
      flagImageView.heightAnchor.constraint(equalToConstant: 32),

      nameLabel.leadingAnchor.constraint(equalTo: flagImageView.trailingAnchor, constant: 12),
      nameLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      nameLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),

      capitalLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      capitalLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
      capitalLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
      capitalLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
    capitalLabel.text = nil
    flagImageView.image = nil
  }

  func configure(with country: Country) {
    nameLabel.text = country.name
    capitalLabel.text = country.capital
    flagImageView.image = UIImage(systemName: country.isFavorite ? "star.fill" : "globe")
  }
}

class CountriesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)

  var countries: [Country] = [
    Country(name: "France", capital: "Paris", isFavorite: true),
    Country(name: "Japan", capital: "Tokyo", isFavorite: false),
    Country(name: "Kenya", capital: "Nairobi", isFavorite: false),
  ]
  var selectedCountry: Country?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Countries"
    view.backgroundColor = .systemBackground

    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(CountryCell.self, forCellReuseIdentifier: CountryCell.identifier)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 64
    view.addSubview(tableView)

    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    countries.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(
        withIdentifier: CountryCell.identifier, for: indexPath) as? CountryCell
    else {
      return UITableViewCell()
    }
    cell.configure(with: countries[indexPath.row])
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    selectedCountry = countries[indexPath.row]
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completionHandler in
      self?.countries.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
      completionHandler(true)
    }
    delete.image = UIImage(systemName: "trash")
    return UISwipeActionsConfiguration(actions: [delete])
  }
}
