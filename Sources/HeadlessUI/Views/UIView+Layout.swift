import Foundation

/// The headless default layout: a vertical stack in subview order.
extension UIView {
  func stackSubviewsVertically() {
    let shown = subviews.filter { !$0.isHidden }
    let fixed = shown.map { $0.intrinsicContentSize.height }
    let used = fixed.filter { $0 >= 0 }.reduce(0, +)
    let flexibleCount = fixed.filter { $0 < 0 }.count
    let share = flexibleCount == 0 ? 0 : max(0, bounds.height - used) / CGFloat(flexibleCount)
    var y: CGFloat = 0
    for (view, height) in zip(shown, fixed) {
      let h = height >= 0 ? height : share
      view.frame = CGRect(x: 0, y: y, width: bounds.width, height: h)
      y += h
    }
  }

  /// Runs `animations` at once and then `completion(true)`: there is no animation headless.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `actions` without animation (there is none headless anyway).
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}
