import Foundation

/// What a navigation bar shows for one controller: its title and bar button items.
open class UINavigationItem {
  /// The title.
  open var title: String?
  /// The button at the leading edge.
  open var leftBarButtonItem: UIBarButtonItem?
  /// The button at the trailing edge.
  open var rightBarButtonItem: UIBarButtonItem?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// The title of the back button leading back to this controller.
  open var backButtonTitle: String?

  /// Creates an empty item.
  public init() {}

  /// Creates an item with a title.
  public init(title: String) { self.title = title }
}

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

/// The bar at the top of a navigation controller (not rendered).
open class UINavigationBar: UIView {
  /// Whether titles are large.
  open var prefersLargeTitles = false

  /// Creates a bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
