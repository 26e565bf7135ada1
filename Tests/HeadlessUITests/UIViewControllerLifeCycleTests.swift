import Foundation
import Testing

@testable import HeadlessUI

/// Appends every life-cycle call to a shared log, prefixed with its name.
final class LoggingViewController: UIViewController {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func loadView() {
    log.entries.append("\(name) loadView")
    super.loadView()
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    log.entries.append("\(name) viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.entries.append("\(name) viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.entries.append("\(name) viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.entries.append("\(name) viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.entries.append("\(name) viewDidDisappear")
  }
}

/// A shared list of events.
final class EventLog {
  var entries: [String] = []
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

@Suite struct UIViewControllerLifeCycleTests {
  @Test func viewLoadsLazilyOnceOnFirstAccess() {
    let log = EventLog()
    let controller = LoggingViewController("A", log: log)
    #expect(!controller.isViewLoaded)
    #expect(log.entries == [])
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(log.take() == ["A loadView", "A viewDidLoad"])
  }

  @Test func rootAppearsOnlyOnceTheWindowIsVisibleInEitherOrder() {
    let log = EventLog()
    let window = UIWindow()
    window.rootViewController = LoggingViewController("A", log: log)
    #expect(log.take() == [])
    window.makeKeyAndVisible()
    #expect(log.take() == ["A loadView", "A viewDidLoad", "A viewWillAppear", "A viewDidAppear"])

    let other = UIWindow()
    other.makeKeyAndVisible()
    other.rootViewController = LoggingViewController("B", log: log)
    #expect(log.take() == ["B loadView", "B viewDidLoad", "B viewWillAppear", "B viewDidAppear"])
  }

  @Test func pushAndPopFollowUIKitOrder() {
    let log = EventLog()
    let window = UIWindow()
    let nav = UINavigationController(rootViewController: LoggingViewController("A", log: log))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    _ = log.take()
    nav.pushViewController(LoggingViewController("B", log: log), animated: true)
    #expect(
      log.take() == [
        "B loadView", "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear",
        "A viewDidDisappear", "B viewDidAppear",
      ])
    nav.popViewController(animated: true)
    #expect(
      log.take() == [
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
    #expect(log.take() == ["A viewWillDisappear", "A viewDidDisappear"])
    #expect(window.subviews.isEmpty)
  }

  @Test func replacingTheRootMakesTheOldDisappearAndTheNewAppear() {
    let log = EventLog()
    let window = UIWindow()
    window.rootViewController = LoggingViewController("A", log: log)
    window.makeKeyAndVisible()
    _ = log.take()
    window.rootViewController = LoggingViewController("B", log: log)
    #expect(
      log.take() == [
        "A viewWillDisappear", "A viewDidDisappear", "B loadView", "B viewDidLoad",
        "B viewWillAppear", "B viewDidAppear",
      ])
  }

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
    #expect(log.take() == [])
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
    #expect(
      log.take() == [
        "M loadView", "M viewDidLoad", "A viewWillDisappear", "M viewWillAppear",
        "M viewDidAppear", "A viewDidDisappear",
      ])
    modal.dismiss(animated: true)
    #expect(
      log.take() == [
        "M viewWillDisappear", "A viewWillAppear", "M viewDidDisappear", "A viewDidAppear",
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
    #expect(nav.viewControllers.count == 1)
    #expect(nav.topViewController?.navigationController === nav)
  }

  @Test func popToRootReturnsThePoppedControllers() {
    let log = EventLog()
    let root = LoggingViewController("A", log: log)
    let nav = UINavigationController(rootViewController: root)
    nav.pushViewController(LoggingViewController("B", log: log), animated: false)
    nav.pushViewController(LoggingViewController("C", log: log), animated: false)
    let popped = nav.popToRootViewController(animated: false)
    #expect(popped?.count == 2)
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
    #expect(
      log.take() == [
        "C viewWillDisappear", "A viewWillAppear", "C viewDidDisappear", "A viewDidAppear",
      ])
  }

  @Test func withoutAVisibleWindowNothingAppears() {
    let log = EventLog()
    let nav = UINavigationController(rootViewController: LoggingViewController("A", log: log))
    nav.pushViewController(LoggingViewController("B", log: log), animated: true)
    #expect(log.take() == [])
    nav.loadViewIfNeeded()
    #expect(log.take() == ["B loadView", "B viewDidLoad"])
    let window = UIWindow()
    window.rootViewController = nav
    #expect(log.take() == [])
    window.makeKeyAndVisible()
    #expect(log.take() == ["B viewWillAppear", "B viewDidAppear"])
  }

  @Test func hidingTheWindowMakesTheRootDisappear() {
    let log = EventLog()
    let window = UIWindow()
    window.rootViewController = LoggingViewController("A", log: log)
    window.makeKeyAndVisible()
    _ = log.take()
    window.isHidden = true
    #expect(log.take() == ["A viewWillDisappear", "A viewDidDisappear"])
    window.isHidden = false
    #expect(log.take() == ["A viewWillAppear", "A viewDidAppear"])
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
