import Foundation

/// One button revealed by swiping a table row.
open class UIContextualAction {
  /// The look of the button.
  public enum Style: Int, Sendable {
    case normal, destructive
  }

  /// What runs when the button is tapped: the action, the view showing it, and a closure to
  /// call with whether the action was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The look.
  public let style: Style
  /// The button's title.
  open var title: String?
  /// The button's colour (red for destructive actions, grey otherwise).
  open var backgroundColor: UIColor!
  /// The button's image.
  open var image: UIImage?
  /// What runs on tap.
  public let handler: Handler

  /// Creates an action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    self.backgroundColor = style == .destructive ? .systemRed : .systemGray
  }
}

/// The buttons behind one edge of a swiped row.
open class UISwipeActionsConfiguration {
  /// The buttons, from the edge inwards.
  public let actions: [UIContextualAction]
  /// Whether a full swipe runs the first action.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}

extension UITableViewCell {
  /// What editing a row does.
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }
}
