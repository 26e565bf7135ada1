// A label styled through the registry, as one names a style in Interface Builder.

import HeadlessUI

struct HeadlineStyle: Style {
  func apply(to view: UIView) {
    guard let label = view as? UILabel else { return }
    label.font = .boldSystemFont(ofSize: 22)
    label.textColor = .systemBlue
    label.textAlignment = .center
    label.numberOfLines = 0
  }
}

final class WelcomeViewController: UIViewController {
  let headline = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "welcome"
    headline.text = "Welcome back"
    headline.style = "HeadlineStyle"
    headline.accessibilityIdentifier = "welcome.headline"
    view.addSubview(headline)
  }
}
