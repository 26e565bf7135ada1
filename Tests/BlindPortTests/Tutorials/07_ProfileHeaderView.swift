// Imitates: Kodeco "Auto Layout tutorial: getting started (programmatic)" and Apple's
// "Programmatically creating constraints": a UIView subclass with override init(frame:),
// layout anchors, priorities, hugging/compression resistance, a scroll view, layer styling.
import UIKit

class ProfileHeaderView: UIView {
  let avatarImageView: UIImageView = {
    let imageView = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.layer.cornerRadius = 40
    imageView.layer.borderWidth = 2
    imageView.layer.borderColor = UIColor.systemGray4.cgColor
    return imageView
  }()

  let nameLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFont.systemFont(ofSize: 22, weight: .bold)
    label.textColor = .label
    label.numberOfLines = 1
    return label
  }()

  let bioLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    return label
  }()

  let followButton: UIButton = {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Follow"
    configuration.cornerStyle = .capsule
    let button = UIButton(configuration: configuration)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setupViews()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setupViews()
  }

  private func setupViews() {
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 12
    addSubview(avatarImageView)
    addSubview(nameLabel)
    addSubview(bioLabel)
    addSubview(followButton)

    nameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
    followButton.setContentHuggingPriority(.required, for: .horizontal)
    followButton.setContentCompressionResistancePriority(.required, for: .horizontal)

    let bioBottom = bioLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16)
    bioBottom.priority = .defaultHigh

    NSLayoutConstraint.activate([
      avatarImageView.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      avatarImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      avatarImageView.widthAnchor.constraint(equalToConstant: 80),
      avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),

      nameLabel.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
      nameLabel.centerYAnchor.constraint(equalTo: avatarImageView.centerYAnchor),

      followButton.leadingAnchor.constraint(
        greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
      followButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      followButton.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),

      bioLabel.topAnchor.constraint(equalTo: avatarImageView.bottomAnchor, constant: 12),
      bioLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      bioLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      bioBottom,
    ])
  }

  func configure(name: String, bio: String) {
    nameLabel.text = name
    bioLabel.text = bio
  }
}

class ProfileViewController: UIViewController {
  let scrollView = UIScrollView()
  let contentView = UIView()
  let headerView = ProfileHeaderView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    navigationItem.largeTitleDisplayMode = .never

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    headerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    contentView.addSubview(headerView)

    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

      headerView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
      headerView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      headerView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      headerView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor),
    ])

    headerView.configure(
      name: "Ada Lovelace", bio: "Writes programs for engines that do not exist yet.")
  }
}
