import Foundation

/// Pull-to-refresh: a control a scroll view shows above its content. It sends `.valueChanged`
/// when the user pulls; headless, `sendActions(for: .valueChanged)` (or
/// `simulatePullToRefresh()`) is the pull.
open class UIRefreshControl: UIControl {
  /// Whether a refresh is running.
  open private(set) var isRefreshing = false
  /// The title under the spinner.
  open var attributedTitle: NSAttributedString?

  /// Creates a refresh control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a refresh control.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows the spinner (a refresh started in code).
  open func beginRefreshing() { isRefreshing = true }

  /// Hides the spinner (the refresh finished).
  open func endRefreshing() { isRefreshing = false }

  /// What the user's pull does: starts refreshing, then sends `.valueChanged`. Not UIKit API.
  public func simulatePullToRefresh() {
    isRefreshing = true
    sendActions(for: .valueChanged)
  }
}

extension UITableViewController {
  /// The table's pull-to-refresh control.
  public var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }
}
