import Foundation

/// A button in a navigation bar (kept for source compatibility; not rendered or driven).
open class UIBarButtonItem {
  /// The button's look.
  public enum Style: Int, Sendable {
    case plain, done
  }

  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The look.
  open var style: Style = .plain
  /// The action run on tap.
  open var primaryAction: UIAction?
  /// Whether the button accepts taps.
  open var isEnabled = true

  /// Creates a button with a title or image and an action.
  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
  }
}
