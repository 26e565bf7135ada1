import UIKit

final class Observable<T> {
  typealias Listener = (T) -> Void
  private var listener: Listener?

  var value: T {
    didSet { listener?(value) }
  }

  init(_ value: T) {
    self.value = value
  }

  func bind(_ listener: @escaping Listener) {
    self.listener = listener
    listener(value)
  }
}

struct Profile {
  let name: String
  let followers: Int
}

final class ProfileViewModel {
  let name = Observable("")
  let followersText = Observable("")
  let isLoading = Observable(false)

  func load(_ profile: Profile) {
    isLoading.value = true
    name.value = profile.name
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    followersText.value = "\(formatter.string(from: NSNumber(value: profile.followers)) ?? "0") followers"
    isLoading.value = false
  }
}

final class ProfileViewController: UIViewController {
  private let viewModel = ProfileViewModel()
  private let nameLabel = UILabel()
  private let followersLabel = UILabel()
  private let spinner = UIActivityIndicatorView(style: .medium)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let stack = UIStackView(arrangedSubviews: [nameLabel, followersLabel, spinner])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    nameLabel.font = .systemFont(ofSize: 24, weight: .bold)
    followersLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .medium)
    viewModel.name.bind { [weak self] in self?.nameLabel.text = $0 }
    viewModel.followersText.bind { [weak self] in self?.followersLabel.text = $0 }
    viewModel.isLoading.bind { [weak self] loading in
      loading ? self?.spinner.startAnimating() : self?.spinner.stopAnimating()
    }
    viewModel.load(Profile(name: "Ada", followers: 12_345))
  }
}
