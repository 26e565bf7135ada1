import SwiftUI
import Scheduling
import Testing

/// A ported tutorial view in a window, with a virtual clock for its tasks, driven as a user
/// drives it.
@MainActor
struct PortHost {
  let window = UIWindow()
  let driver: UIDriver
  let scheduler = VirtualScheduler()

  init<V: View>(_ view: V) {
    window.rootViewController = UIHostingController(
      rootView: view.environment(\.taskScheduler, scheduler))
    window.makeKeyAndVisible()
    driver = UIDriver(window: window)
  }

  /// The text of a label, field or button.
  func text(_ id: String) throws -> String {
    switch try driver.element(id) {
    case let label as UILabel: label.text ?? ""
    case let field as UITextField: field.text ?? ""
    case let button as UIButton: button.currentTitle ?? ""
    case let other: "(a \(type(of: other)))"
    }
  }

  /// Whether the control `id` is enabled.
  func isEnabled(_ id: String) throws -> Bool {
    try #require(try driver.element(id) as? UIControl).isEnabled
  }

  /// Whether `id` is on screen and shown.
  func isShown(_ id: String) -> Bool {
    (try? driver.element(id))?.isHiddenInHierarchy == false
  }

  /// The title and detail of every row of the table `id`.
  func rows(_ id: String) throws -> [String] {
    let table = try #require(try driver.element(id) as? UITableView)
    let count = (0..<table.numberOfSections).map(table.numberOfRows).reduce(0, +)
    return try (0..<count).map { row in
      let texts = try driver.rowTexts(row + 1, of: id)
      return [texts.title, texts.detail].compactMap { $0 }.joined(separator: " | ")
    }
  }

  /// The table `id`.
  func table(_ id: String) throws -> UITableView {
    try #require(try driver.element(id) as? UITableView)
  }

  /// Lets virtual time pass and the views' tasks run.
  func wait(_ duration: Duration) async {
    await ViewTasks.settle()
    scheduler.advance(by: duration)
    await ViewTasks.settle()
  }
}
