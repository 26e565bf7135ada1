import UIKit

class ContactCell: UITableViewCell {
  static let reuseIdentifier = "ContactCell"
  let nameLabel = UILabel()
  let phoneLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    phoneLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
    phoneLabel.textAlignment = .right
    [nameLabel, phoneLabel].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview($0)
    }
    phoneLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    nameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
    separatorInset = .zero
    NSLayoutConstraint.activate([
      nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      phoneLabel.leadingAnchor.constraint(
        greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
      phoneLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      phoneLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(name: String, phone: String) {
    nameLabel.text = name
    phoneLabel.text = phone
  }
}
