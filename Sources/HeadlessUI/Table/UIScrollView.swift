import Foundation

/// A view whose content can be larger than itself, shown from `contentOffset`.
open class UIScrollView: UIView {
  /// The top-left point of the content that shows at the view's top-left.
  open var contentOffset: CGPoint = .zero {
    didSet {
      if contentOffset != oldValue {
        contentOffsetDidChange()
        scrollDelegate?.scrollViewDidScroll(self)
      }
    }
  }
  /// The size of the content.
  open var contentSize: CGSize = .zero
  /// Padding around the content.
  open var contentInset: UIEdgeInsets = .zero
  /// Whether the user can scroll.
  open var isScrollEnabled = true
  /// Whether the vertical indicator shows.
  open var showsVerticalScrollIndicator = true
  /// Whether the content bounces.
  open var alwaysBounceVertical = false
  /// How dragging dismisses the keyboard.
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// The pull-to-refresh control (send it `.valueChanged` to simulate a pull).
  open var refreshControl: UIRefreshControl?
  var scrollDelegate: UIScrollViewDelegate? { nil }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Scrolls to an offset (at once: there is no animation headless).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  func contentOffsetDidChange() { setNeedsLayout() }

  /// How dragging dismisses the keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive
  }
}
