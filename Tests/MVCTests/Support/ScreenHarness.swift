import Domain
import Foundation
import HeadlessUI
import Scheduling
import Testing

/// A controller under test, as a user meets it: in a navigation controller, in a visible
/// window, on virtual time, with a `UIDriver` to act and the views to read.
@MainActor
final class ScreenHarness {
  /// The app's clock.
  let scheduler: VirtualScheduler
  /// The navigation controller the screen sits in.
  let navigation: UINavigationController
  /// The window; `tearDown()` empties it.
  let window: UIWindow
  /// Acts only as a user can.
  let driver: UIDriver

  /// Shows `root` in a fresh window.
  init(scheduler: VirtualScheduler, root: UIViewController) {
    self.scheduler = scheduler
    navigation = UINavigationController(rootViewController: root)
    window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    driver = UIDriver(window: window)
  }

  /// Takes the screens out of the window and forgets pending work, as the runner does.
  func tearDown() {
    window.rootViewController = nil
    scheduler.cancelAll()
  }

  /// Moves the clock by `milliseconds`, running what falls due.
  func wait(_ milliseconds: Int) {
    scheduler.advance(by: .milliseconds(milliseconds))
  }

  /// The element with this identifier on the top screen, as a `T`.
  func element<T: UIView>(_ id: String, as _: T.Type = T.self) throws -> T {
    try #require(driver.element(id) as? T, "\(id) is not a \(T.self)")
  }

  /// The label with this identifier on the top screen.
  func label(_ id: String) throws -> UILabel { try element(id) }
  /// The text field with this identifier on the top screen.
  func field(_ id: String) throws -> UITextField { try element(id) }
  /// The button with this identifier on the top screen.
  func button(_ id: String) throws -> UIButton { try element(id) }

  /// The alert on screen, if any.
  var alert: UIAlertController? { driver.presentedAlert }

  /// The alert's title, message and buttons, or `nil` when none is up.
  var alertText: AlertText? {
    alert.map {
      AlertText(
        title: $0.title ?? "", message: $0.message ?? "", buttons: $0.actions.map { $0.title ?? "" }
      )
    }
  }

  /// Every row of a table as "title | detail".
  func rows(of id: String) throws -> [String] {
    let table: UITableView = try element(id)
    return try (0..<table.numberOfRows(inSection: 0)).map { index in
      let texts = try driver.rowTexts(index + 1, of: id)
      return "\(texts.title ?? "") | \(texts.detail ?? "")"
    }
  }
}

extension UIView {
  /// This view or the first descendant with the accessibility identifier `id`, as a `T`.
  func descendant<T: UIView>(_ id: String, as _: T.Type = T.self) -> T? {
    if accessibilityIdentifier == id { return self as? T }
    for subview in subviews {
      if let found = subview.descendant(id, as: T.self) { return found }
    }
    return nil
  }
}

/// A view controller standing in for a screen a controller under test navigates to.
final class StubScreen: UIViewController {
  /// The screen identifier its root view gets.
  let identifier: String

  init(_ identifier: String) {
    self.identifier = identifier
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = identifier
  }
}
