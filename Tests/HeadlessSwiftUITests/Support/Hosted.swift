import HeadlessSwiftUI

/// A SwiftUI view shown in a window, driven as a user would.
@MainActor
struct Hosted {
  let window = UIWindow()
  let driver: UIDriver

  init<V: View>(_ view: V) {
    window.rootViewController = UIHostingController(rootView: view)
    window.makeKeyAndVisible()
    driver = UIDriver(window: window)
  }

  /// The screen as text.
  var render: String { driver.render() }

  /// The text of a label, field or button.
  func text(_ id: String) throws -> String? {
    switch try driver.element(id) {
    case let label as UILabel: label.text
    case let field as UITextField: field.text
    case let button as UIButton: button.currentTitle
    default: nil
    }
  }

  /// Closes the window: everything shown is released.
  func close() {
    window.rootViewController = nil
    window.isHidden = true
  }
}
