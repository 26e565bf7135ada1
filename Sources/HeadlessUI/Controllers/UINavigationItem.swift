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
  /// Whether this controller's title is large when the bar prefers large titles.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// The buttons at the leading edge (the first is `leftBarButtonItem`).
  open var leftBarButtonItems: [UIBarButtonItem]? {
    get { leftBarButtonItem.map { [$0] } }
    set { leftBarButtonItem = newValue?.first }
  }
  /// The buttons at the trailing edge (the first is `rightBarButtonItem`).
  open var rightBarButtonItems: [UIBarButtonItem]? {
    get { rightBarButtonItem.map { [$0] } }
    set { rightBarButtonItem = newValue?.first }
  }
  /// A view shown instead of the title.
  open var titleView: UIView?
  /// The search controller whose bar shows under the title.
  open var searchController: UISearchController?
  /// Whether the search bar hides while the content scrolls (kept).
  open var hidesSearchBarWhenScrolling = true

  /// When the title is large.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic, always, never
  }

  /// Creates an empty item.
  public init() {}

  /// Creates an item with a title.
  public init(title: String) { self.title = title }
}
