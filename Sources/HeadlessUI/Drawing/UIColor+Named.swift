import Foundation

/// The common named colours, with UIKit's (light appearance) values.
extension UIColor {
  /// Black.
  public static let black = UIColor(named: "black", 0, 0, 0)
  /// White.
  public static let white = UIColor(named: "white", 1, 1, 1)
  /// Fully transparent.
  public static let clear = UIColor(named: "clear", 0, 0, 0, 0)
  /// Grey (50% white).
  public static let gray = UIColor(named: "gray", 0.5, 0.5, 0.5)
  /// Dark grey (33% white).
  public static let darkGray = UIColor(named: "darkGray", 1 / 3, 1 / 3, 1 / 3)
  /// Light grey (67% white).
  public static let lightGray = UIColor(named: "lightGray", 2 / 3, 2 / 3, 2 / 3)
  /// Pure red.
  public static let red = UIColor(named: "red", 1, 0, 0)
  /// Pure green.
  public static let green = UIColor(named: "green", 0, 1, 0)
  /// Pure blue.
  public static let blue = UIColor(named: "blue", 0, 0, 1)
  /// Orange.
  public static let orange = UIColor(named: "orange", 1, 0.5, 0)
  /// Yellow.
  public static let yellow = UIColor(named: "yellow", 1, 1, 0)
  /// The system red.
  public static let systemRed = UIColor(named: "systemRed", 1, 59 / 255, 48 / 255)
  /// The system green.
  public static let systemGreen = UIColor(named: "systemGreen", 52 / 255, 199 / 255, 89 / 255)
  /// The system blue (the default tint).
  public static let systemBlue = UIColor(named: "systemBlue", 0, 122 / 255, 1)
  /// The system orange.
  public static let systemOrange = UIColor(named: "systemOrange", 1, 149 / 255, 0)
  /// The system grey.
  public static let systemGray = UIColor(named: "systemGray", 142 / 255, 142 / 255, 147 / 255)
  /// The lighter system grey used for fills.
  public static let systemGray5 = UIColor(named: "systemGray5", 229 / 255, 229 / 255, 234 / 255)
  /// Primary text.
  public static let label = UIColor(named: "label", 0, 0, 0)
  /// Secondary text.
  public static let secondaryLabel = UIColor(
    named: "secondaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.6)
  /// Tertiary text.
  public static let tertiaryLabel = UIColor(
    named: "tertiaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.3)
  /// Placeholder text.
  public static let placeholderText = UIColor(
    named: "placeholderText", 60 / 255, 60 / 255, 67 / 255, 0.3)
  /// Separators.
  public static let separator = UIColor(named: "separator", 60 / 255, 60 / 255, 67 / 255, 0.29)
  /// A screen's background.
  public static let systemBackground = UIColor(named: "systemBackground", 1, 1, 1)
  /// A grouped or secondary background.
  public static let secondarySystemBackground = UIColor(
    named: "secondarySystemBackground", 242 / 255, 242 / 255, 247 / 255)
  /// The tint of links.
  public static let link = UIColor(named: "link", 0, 122 / 255, 1)
  /// The tint of the app (system blue).
  public static let tintColor = UIColor(named: "tintColor", 0, 122 / 255, 1)
}
