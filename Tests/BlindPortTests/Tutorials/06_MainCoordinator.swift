// Imitates: Hacking with Swift "How to use the coordinator pattern in iOS apps" (Coordinator
// protocol, child coordinators, UINavigationControllerDelegate didShow cleanup) and Soroush
// Khanlou's coordinator articles.
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
    let vc = HomeViewController()
    vc.coordinator = self
    navigationController.pushViewController(vc, animated: false)
  }

  func buySubscription(plan: String) {
    let child = BuyCoordinator(navigationController: navigationController)
    child.parentCoordinator = self
    childCoordinators.append(child)
    child.start(plan: plan)
  }

  func createAccount() {
    let vc = CreateAccountViewController()
    vc.coordinator = self
    navigationController.pushViewController(vc, animated: true)
  }

  func childDidFinish(_ child: Coordinator?) {
    for (index, coordinator) in childCoordinators.enumerated() {
      if coordinator === child {
        childCoordinators.remove(at: index)
        break
      }
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard
      let fromViewController = navigationController.transitionCoordinator?.viewController(
        forKey: .from)
    else {
      return
    }
    if navigationController.viewControllers.contains(fromViewController) {
      return
    }
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
    start(plan: "monthly")
  }

  func start(plan: String) {
    let vc = BuyViewController()
    vc.coordinator = self
    vc.plan = plan
    navigationController.pushViewController(vc, animated: true)
  }

  func didFinishBuying() {
    parentCoordinator?.childDidFinish(self)
    navigationController.popViewController(animated: true)
  }
}

class HomeViewController: UIViewController {
  weak var coordinator: MainCoordinator?
  let buyButton = UIButton(type: .system)
  let createAccountButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Home"
    view.backgroundColor = .systemBackground
    buyButton.setTitle("Buy", for: .normal)
    createAccountButton.setTitle("Create Account", for: .normal)
    buyButton.addAction(
      UIAction { [weak self] _ in self?.coordinator?.buySubscription(plan: "yearly") },
      for: .touchUpInside)
    createAccountButton.addAction(
      UIAction { [weak self] _ in self?.coordinator?.createAccount() }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [buyButton, createAccountButton])
    stack.axis = .vertical
    stack.spacing = 20
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

class BuyViewController: UIViewController {
  weak var coordinator: BuyCoordinator?
  var plan = ""
  let planLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Buy"
    view.backgroundColor = .systemBackground
    planLabel.text = "Plan: \(plan)"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done",
      primaryAction: UIAction { [weak self] _ in
        self?.coordinator?.didFinishBuying()
      })
    view.addSubview(planLabel)
  }
}

class CreateAccountViewController: UIViewController {
  weak var coordinator: MainCoordinator?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Create Account"
    view.backgroundColor = .systemGroupedBackground
  }
}
