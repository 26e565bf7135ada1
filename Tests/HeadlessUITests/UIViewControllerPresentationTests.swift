import Assertions
import Testing

@testable import HeadlessUI

struct UIViewControllerPresentationTests {
  @Test func presentingAnAlertLeavesThePresenterShownAndCompletionRunsAtOnce() {
    let log = EventLog()
    let window = UIWindow()
    let nav = UINavigationController(rootViewController: LoggingViewController("A", log: log))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    _ = log.take()
    let alert = UIAlertController(title: "Error", message: "Oops", preferredStyle: .alert)
    var completed = false
    nav.topViewController?.present(alert, animated: true) { completed = true }
    #expect(completed)
    assertEqual(log.take(), [])
    #expect(nav.presentedViewController === alert)
    #expect(nav.topViewController?.presentedViewController === alert)
    #expect(alert.presentingViewController === nav)
    alert.dismiss(animated: true)
    #expect(nav.presentedViewController == nil)
  }

  @Test func fullScreenPresentationMakesThePresenterDisappearAndReappear() {
    let log = EventLog()
    let window = UIWindow()
    window.rootViewController = LoggingViewController("A", log: log)
    window.makeKeyAndVisible()
    _ = log.take()
    let modal = LoggingViewController("M", log: log)
    modal.modalPresentationStyle = .fullScreen
    window.rootViewController?.present(modal, animated: true)
    assertEqual(
      log.take(),
      [
        "M loadView", "M viewDidLoad", "A viewWillDisappear", "M viewWillAppear",
        "M viewDidAppear", "A viewDidDisappear",
      ])
    modal.dismiss(animated: true)
    assertEqual(
      log.take(),
      [
        "M viewWillDisappear", "A viewWillAppear", "M viewDidDisappear", "A viewDidAppear",
      ])
  }

  @Test func presentingTwiceFromTheSameScreenIsIgnoredLikeUIKit() {
    let window = UIWindow()
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let first = UIAlertController(title: "One", message: nil, preferredStyle: .alert)
    let second = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)
    root.present(first, animated: true)
    root.present(second, animated: true)
    #expect(root.presentedViewController === first)
  }

  @Test func aPresentedControllersViewJoinsTheWindowUntilDismissed() {
    let window = UIWindow()
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let modal = UIViewController()
    root.present(modal, animated: true)
    #expect(modal.view.window === window)
    root.dismiss(animated: true)
    #expect(modal.view.window == nil)
    #expect(root.presentedViewController == nil)
  }
}
