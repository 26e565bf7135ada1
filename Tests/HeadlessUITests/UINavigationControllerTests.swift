import Assertions
import Testing

@testable import HeadlessUI

/// Records `isMovingFromParent`/`isMovingToParent` as the controller (dis)appears.
final class MovementRecorder: UIViewController {
  var seen: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    seen.append("appear toParent=\(isMovingToParent) presented=\(isBeingPresented)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    seen.append("disappear fromParent=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
  }
}

/// Records what a navigation controller tells its delegate.
final class NavigationLog: UINavigationControllerDelegate {
  var entries: [String] = []

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    entries.append("will \(viewController.title ?? "?")")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    entries.append("did \(viewController.title ?? "?")")
  }
}

struct UINavigationControllerTests {
  @Test func pushedAndPoppedControllersKnowWhyTheyMove() {
    let root = MovementRecorder()
    let nav = UINavigationController(rootViewController: root)
    let window = UIWindow()
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let pushed = MovementRecorder()
    nav.pushViewController(pushed, animated: true)
    nav.popViewController(animated: true)
    assertEqual(
      pushed.seen,
      [
        "appear toParent=true presented=false", "disappear fromParent=true dismissed=false",
      ])
    assertEqual(
      root.seen,
      [
        "appear toParent=false presented=false", "disappear fromParent=false dismissed=false",
        "appear toParent=false presented=false",
      ])
    #expect(!pushed.isMovingFromParent)
  }

  @Test func presentedControllersKnowTheyAreBeingPresentedAndDismissed() {
    let window = UIWindow()
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let modal = MovementRecorder()
    window.rootViewController?.present(modal, animated: true)
    modal.dismiss(animated: true)
    assertEqual(
      modal.seen,
      [
        "appear toParent=false presented=true", "disappear fromParent=false dismissed=true",
      ])
  }

  @Test func theDelegateHearsWillShowAndDidShowAroundEachChangeOfTop() {
    let root = UIViewController()
    root.title = "A"
    let nav = UINavigationController(rootViewController: root)
    let log = NavigationLog()
    nav.delegate = log
    let window = UIWindow()
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let next = UIViewController()
    next.title = "B"
    nav.pushViewController(next, animated: true)
    nav.popViewController(animated: true)
    assertEqual(log.entries, ["will B", "did B", "will A", "did A"])
  }

  @Test func didMoveToParentIsCalledOnceForEachAddedController() {
    final class Counting: UIViewController {
      var moves: [Bool] = []
      override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        moves.append(parent != nil)
      }
    }
    let first = Counting()
    let nav = UINavigationController(rootViewController: first)
    nav.pushViewController(UIViewController(), animated: false)
    nav.pushViewController(UIViewController(), animated: false)
    nav.popToRootViewController(animated: false)
    assertEqual(first.moves, [true])
  }
}
