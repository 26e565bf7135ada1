import Foundation

/// The two guides scroll-view layouts pin to (iOS 11): the content and the frame.
extension UIScrollView {
  /// The scrollable content's area: pin the content view's edges to it. Headless it is the
  /// scroll view's bounds, as `safeAreaLayoutGuide` is.
  public var contentLayoutGuide: UILayoutGuide {
    scrollGuide(named: "UIScrollViewContentLayoutGuide")
  }

  /// The scroll view's own frame: pin the content's width to it for vertical scrolling.
  public var frameLayoutGuide: UILayoutGuide { scrollGuide(named: "UIScrollViewFrameLayoutGuide") }

  private func scrollGuide(named identifier: String) -> UILayoutGuide {
    if let guide = layoutGuides.first(where: { $0.identifier == identifier }) { return guide }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    addLayoutGuide(guide)
    return guide
  }
}
