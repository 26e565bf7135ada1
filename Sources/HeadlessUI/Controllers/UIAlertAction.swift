import Foundation

/// A button of an alert.
open class UIAlertAction {
  /// How a button looks.
  public enum Style: Int, Sendable {
    case `default` = 0, cancel, destructive
  }

  /// The title.
  public let title: String?
  /// The look.
  public let style: Style
  /// Whether the button accepts taps.
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  /// Creates a button; `handler` runs after the alert is dismissed.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
