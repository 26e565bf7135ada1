import Foundation

/// The rest of UIKit's system colours tutorials name, with their light-mode values.
extension UIColor {
  /// The system yellow.
  public static let systemYellow = UIColor(named: "systemYellow", 1, 204 / 255, 0)
  /// The system pink.
  public static let systemPink = UIColor(named: "systemPink", 1, 45 / 255, 85 / 255)
  /// The system purple.
  public static let systemPurple = UIColor(named: "systemPurple", 175 / 255, 82 / 255, 222 / 255)
  /// The system teal.
  public static let systemTeal = UIColor(named: "systemTeal", 48 / 255, 176 / 255, 199 / 255)
  /// The system indigo.
  public static let systemIndigo = UIColor(named: "systemIndigo", 88 / 255, 86 / 255, 214 / 255)
  /// The system mint.
  public static let systemMint = UIColor(named: "systemMint", 0, 199 / 255, 190 / 255)
  /// The system cyan.
  public static let systemCyan = UIColor(named: "systemCyan", 50 / 255, 173 / 255, 230 / 255)
  /// The system brown.
  public static let systemBrown = UIColor(named: "systemBrown", 162 / 255, 132 / 255, 94 / 255)
  /// The second-darkest system grey.
  public static let systemGray2 = UIColor(named: "systemGray2", 174 / 255, 174 / 255, 178 / 255)
  /// The third system grey.
  public static let systemGray3 = UIColor(named: "systemGray3", 199 / 255, 199 / 255, 204 / 255)
  /// The fourth system grey.
  public static let systemGray4 = UIColor(named: "systemGray4", 209 / 255, 209 / 255, 214 / 255)
  /// The lightest system grey.
  public static let systemGray6 = UIColor(named: "systemGray6", 242 / 255, 242 / 255, 247 / 255)
  /// Background of the third level of content.
  public static let tertiarySystemBackground = UIColor(named: "tertiarySystemBackground", 1, 1, 1)
  /// Background of grouped content (a grouped table's).
  public static let systemGroupedBackground = UIColor(
    named: "systemGroupedBackground", 242 / 255, 242 / 255, 247 / 255)
  /// Background of elements on a grouped background (a grouped table's cells).
  public static let secondarySystemGroupedBackground = UIColor(
    named: "secondarySystemGroupedBackground", 1, 1, 1)
  /// Background of the third level of grouped content.
  public static let tertiarySystemGroupedBackground = UIColor(
    named: "tertiarySystemGroupedBackground", 242 / 255, 242 / 255, 247 / 255)
  /// Fill for thin and small shapes.
  public static let systemFill = UIColor(named: "systemFill", 120 / 255, 120 / 255, 128 / 255, 0.2)
  /// Fill for medium-size shapes.
  public static let secondarySystemFill = UIColor(
    named: "secondarySystemFill", 120 / 255, 120 / 255, 128 / 255, 0.16)
  /// Text of the fourth level of importance.
  public static let quaternaryLabel = UIColor(
    named: "quaternaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.18)
  /// A separator that hides nothing beneath it.
  public static let opaqueSeparator = UIColor(
    named: "opaqueSeparator", 198 / 255, 198 / 255, 200 / 255)
}
