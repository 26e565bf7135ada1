import Foundation

/// How strongly a constraint holds.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// Must hold (1000).
  public static let required = UILayoutPriority(1000)
  /// High (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// Low (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The fitting-size level (50).
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// A priority a little higher or lower.
  public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
  /// A priority a little lower.
  public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}
