import Assertions
import Foundation
import Testing

@testable import HeadlessUI

struct UIViewControllerLifeCycleTests {
  @Test func viewLoadsLazilyOnceOnFirstAccess() {
    let log = EventLog()
    let controller = LoggingViewController("A", log: log)
    #expect(!controller.isViewLoaded)
    assertEqual(log.entries, [])
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    assertEqual(log.take(), ["A loadView", "A viewDidLoad"])
  }

  @Test func rootAppearsOnlyOnceTheWindowIsVisibleInEitherOrder() {
    let log = EventLog()
    let window = UIWindow()
    window.rootViewController = LoggingViewController("A", log: log)
    assertEqual(log.take(), [])
    window.makeKeyAndVisible()
    assertEqual(log.take(), ["A loadView", "A viewDidLoad", "A viewWillAppear", "A viewDidAppear"])

    let other = UIWindow()
    other.makeKeyAndVisible()
    other.rootViewController = LoggingViewController("B", log: log)
    assertEqual(log.take(), ["B loadView", "B viewDidLoad", "B viewWillAppear", "B viewDidAppear"])
  }

  @Test func pushAndPopFollowUIKitOrder() {
    let log = EventLog()
    let window = UIWindow()
    let nav = UINavigationController(rootViewController: LoggingViewController("A", log: log))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    _ = log.take()
    nav.pushViewController(LoggingViewController("B", log: log), animated: true)
    assertEqual(
      log.take(),
      [
        "B loadView", "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear",
        "A viewDidDisappear", "B viewDidAppear",
      ])
    nav.popViewController(animated: true)
    assertEqual(
      log.take(),
      [
        "B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
      ])
  }

  @Test func settingTheRootToNilMakesTheOldRootDisappear() {
    let log = EventLog()
    let window = UIWindow()
    window.rootViewController = LoggingViewController("A", log: log)
    window.makeKeyAndVisible()
    _ = log.take()
    window.rootViewController = nil
    assertEqual(log.take(), ["A viewWillDisappear", "A viewDidDisappear"])
    #expect(window.subviews.isEmpty)
  }

  @Test func replacingTheRootMakesTheOldDisappearAndTheNewAppear() {
    let log = EventLog()
    let window = UIWindow()
    window.rootViewController = LoggingViewController("A", log: log)
    window.makeKeyAndVisible()
    _ = log.take()
    window.rootViewController = LoggingViewController("B", log: log)
    assertEqual(
      log.take(),
      [
        "A viewWillDisappear", "A viewDidDisappear", "B loadView", "B viewDidLoad",
        "B viewWillAppear", "B viewDidAppear",
      ])
  }

  @Test func setViewControllersReleasesTheRemovedControllers() {
    let log = EventLog()
    let nav = UINavigationController(rootViewController: LoggingViewController("A", log: log))
    weak var first: UIViewController?
    do {
      let a = nav.viewControllers[0]
      first = a
    }
    nav.setViewControllers([LoggingViewController("B", log: log)], animated: false)
    #expect(first == nil)
    assertEqual(nav.viewControllers.count, 1)
    #expect(nav.topViewController?.navigationController === nav)
  }

  @Test func popToRootReturnsThePoppedControllers() {
    let log = EventLog()
    let root = LoggingViewController("A", log: log)
    let nav = UINavigationController(rootViewController: root)
    nav.pushViewController(LoggingViewController("B", log: log), animated: false)
    nav.pushViewController(LoggingViewController("C", log: log), animated: false)
    let popped = nav.popToRootViewController(animated: false)
    assertEqual(popped?.count, 2)
    #expect(nav.topViewController === root)
    #expect(nav.popViewController(animated: false) == nil)
  }

  @Test func popToRootSkipsTheMiddleControllers() {
    let log = EventLog()
    let window = UIWindow()
    let nav = UINavigationController(rootViewController: LoggingViewController("A", log: log))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    nav.pushViewController(LoggingViewController("B", log: log), animated: false)
    nav.pushViewController(LoggingViewController("C", log: log), animated: false)
    _ = log.take()
    nav.popToRootViewController(animated: true)
    assertEqual(
      log.take(),
      [
        "C viewWillDisappear", "A viewWillAppear", "C viewDidDisappear", "A viewDidAppear",
      ])
  }

  @Test func withoutAVisibleWindowNothingAppears() {
    let log = EventLog()
    let nav = UINavigationController(rootViewController: LoggingViewController("A", log: log))
    nav.pushViewController(LoggingViewController("B", log: log), animated: true)
    assertEqual(log.take(), [])
    nav.loadViewIfNeeded()
    assertEqual(log.take(), ["B loadView", "B viewDidLoad"])
    let window = UIWindow()
    window.rootViewController = nav
    assertEqual(log.take(), [])
    window.makeKeyAndVisible()
    assertEqual(log.take(), ["B viewWillAppear", "B viewDidAppear"])
  }

  @Test func hidingTheWindowMakesTheRootDisappear() {
    let log = EventLog()
    let window = UIWindow()
    window.rootViewController = LoggingViewController("A", log: log)
    window.makeKeyAndVisible()
    _ = log.take()
    window.isHidden = true
    assertEqual(log.take(), ["A viewWillDisappear", "A viewDidDisappear"])
    window.isHidden = false
    assertEqual(log.take(), ["A viewWillAppear", "A viewDidAppear"])
  }

  @Test func aChildControllerAppearsWhenItsViewJoinsAShownParentAndDisappearsWhenItLeaves() {
    let log = EventLog()
    let window = UIWindow()
    let parent = LoggingViewController("P", log: log)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    _ = log.take()
    let child = LoggingViewController("C", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    assertEqual(log.take(), ["C loadView", "C viewDidLoad", "C viewWillAppear", "C viewDidAppear"])
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    assertEqual(log.take(), ["C viewWillDisappear", "C viewDidDisappear"])
  }

  @Test func aChildControllerFollowsItsParentsAppearance() {
    let log = EventLog()
    let parent = LoggingViewController("P", log: log)
    let child = LoggingViewController("C", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    _ = log.take()
    let window = UIWindow()
    window.rootViewController = parent
    window.makeKeyAndVisible()
    assertEqual(
      log.take(), ["P viewWillAppear", "C viewWillAppear", "P viewDidAppear", "C viewDidAppear"])
  }
}
