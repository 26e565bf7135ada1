import UIKit

protocol Coordinator: AnyObject {
  var childCoordinators: [Coordinator] { get set }
  var navigationController: UINavigationController { get set }
  func start()
}

class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
  var childCoordinators = [Coordinator]()
  var navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    navigationController.delegate = self
    let home = HomeViewController()
    home.coordinator = self
    navigationController.pushViewController(home, animated: false)
  }

  func buySubscription() {
    let child = BuyCoordinator(navigationController: navigationController)
    child.parentCoordinator = self
    childCoordinators.append(child)
    child.start()
  }

  func childDidFinish(_ child: Coordinator?) {
    for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
      childCoordinators.remove(at: index)
      break
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard
      let fromViewController = navigationController.transitionCoordinator?.viewController(
        forKey: .from)
    else { return }
    if navigationController.viewControllers.contains(fromViewController) { return }
    if let buyViewController = fromViewController as? BuyViewController {
      childDidFinish(buyViewController.coordinator)
    }
  }
}

class BuyCoordinator: Coordinator {
  weak var parentCoordinator: MainCoordinator?
  var childCoordinators = [Coordinator]()
  var navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let buy = BuyViewController()
    buy.coordinator = self
    navigationController.pushViewController(buy, animated: true)
  }
}

class HomeViewController: UIViewController {
  weak var coordinator: MainCoordinator?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Home"
    view.accessibilityIdentifier = "home"
    let buyButton = UIButton(type: .system)
    buyButton.setTitle("Buy", for: .normal)
    buyButton.accessibilityIdentifier = "home.buy"
    buyButton.addAction(
      UIAction { [weak self] _ in self?.coordinator?.buySubscription() }, for: .touchUpInside)
    view.addSubview(buyButton)
  }
}

class BuyViewController: UIViewController {
  weak var coordinator: BuyCoordinator?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Buy"
    view.accessibilityIdentifier = "buy"
    navigationItem.largeTitleDisplayMode = .never
  }
}
