import Foundation

extension UIBarButtonItem {
  /// The system's standard bar buttons.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
      organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
      fastForward, undo, redo, close = 24
  }

  /// A system button with an action (iOS 14's `init(systemItem:primaryAction:menu:)`); its
  /// title is the system item's English title ("Add", "Done"…).
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init(title: Self.title(of: systemItem), primaryAction: primaryAction)
    if systemItem == .done || systemItem == .save { style = .done }
  }

  /// Runs the button's action, as a tap does (not in UIKit: bar buttons are not drawn here).
  public func simulateTap() {
    guard isEnabled else { return }
    primaryAction?.perform(from: self)
  }

  private static func title(of item: SystemItem) -> String {
    switch item {
    case .flexibleSpace, .fixedSpace: ""
    case .fastForward: "Fast Forward"
    default: String(describing: item).prefix(1).uppercased() + String(describing: item).dropFirst()
    }
  }
}
