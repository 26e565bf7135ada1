import Foundation

/// The device's screen.
public final class UIScreen {
  /// The main screen: 390 × 844 points at 3× (an iPhone's size).
  public static let main = UIScreen()
  /// The screen's bounds.
  public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Pixels per point.
  public let scale: CGFloat = 3
}
