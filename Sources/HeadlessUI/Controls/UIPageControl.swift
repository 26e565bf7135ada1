import Foundation

/// The row of dots under a paged view. A user's tap on a dot changes `currentPage` and sends
/// `.valueChanged`.
open class UIPageControl: UIControl {
  /// How many dots.
  open var numberOfPages = 0 {
    didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
  }
  /// The highlighted dot.
  open var currentPage = 0
  /// Whether a single page shows no dots.
  open var hidesForSinglePage = false
  /// The colour of the dots.
  open var pageIndicatorTintColor: UIColor?
  /// The colour of the current dot.
  open var currentPageIndicatorTintColor: UIColor?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// What a user's tap on a dot does: selects that page and sends `.valueChanged`. Not UIKit
  /// API.
  public func simulateTap(onPage page: Int) {
    guard (0..<numberOfPages).contains(page) else { return }
    currentPage = page
    sendActions(for: .valueChanged)
  }
}
