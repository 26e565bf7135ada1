import Foundation

extension UIImage {
  /// How an SF Symbol is drawn: point size, weight, scale or text style (kept: symbols are
  /// names headless, but tutorials configure them).
  public struct SymbolConfiguration: Equatable, Sendable {
    /// A symbol's weight.
    public enum Weight: Int, Sendable {
      case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
    /// A symbol's scale relative to its font.
    public enum Scale: Int, Sendable {
      case `default`, unspecified, small, medium, large
    }
    /// The point size, if set.
    public var pointSize: CGFloat?
    /// The weight.
    public var weight: Weight = .unspecified
    /// The scale.
    public var scale: Scale = .unspecified
    /// The Dynamic Type style, if set.
    public var textStyle: UIFont.TextStyle?

    /// A configuration with a point size.
    public init(pointSize: CGFloat) { self.pointSize = pointSize }
    /// A configuration with a point size and weight.
    public init(pointSize: CGFloat, weight: Weight) {
      self.pointSize = pointSize
      self.weight = weight
    }
    /// A configuration with a point size, weight and scale.
    public init(pointSize: CGFloat, weight: Weight, scale: Scale) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }
    /// A configuration with a weight.
    public init(weight: Weight) { self.weight = weight }
    /// A configuration with a scale.
    public init(scale: Scale) { self.scale = scale }
    /// A configuration following a Dynamic Type style.
    public init(textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    /// A configuration following a Dynamic Type style at a scale.
    public init(textStyle: UIFont.TextStyle, scale: Scale) {
      self.textStyle = textStyle
      self.scale = scale
    }
  }

  /// The same symbol (configurations do not change a name headless).
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    self.init(systemName: name)
  }

  /// The same image (configurations do not change a name headless).
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
}
