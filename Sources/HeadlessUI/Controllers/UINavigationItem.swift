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
