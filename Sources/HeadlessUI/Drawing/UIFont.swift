import Foundation

/// A font: a name, a point size and a weight. Nothing is ever drawn with it; it is kept so
/// code can set and compare it as on iOS.
nonisolated open class UIFont: NSObject, @unchecked Sendable {
  /// The weight of a system font.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    /// The weight from -1 (thinnest) to 1 (heaviest).
    public let rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultralight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// The Dynamic Type text styles.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    /// The style's name.
    public let rawValue: String
    /// Creates a text style.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Large title (34 pt).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title 1 (28 pt).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2 (22 pt).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3 (20 pt).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline (17 pt semibold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Body (17 pt).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout (16 pt).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Subheadline (15 pt).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Footnote (13 pt).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1 (12 pt).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2 (11 pt).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// The font's name (".SFUI-Regular" for the system font).
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight

  /// Creates a named font; always succeeds headless.
  public init?(name fontName: String, size fontSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = fontSize
    self.weight = .regular
  }

  init(system size: CGFloat, weight: Weight, variant: String = "") {
    self.fontName =
      (weight.rawValue >= Weight.bold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular") + variant
    self.pointSize = size
    self.weight = weight
  }

  /// The system font with digits of equal width, for counters and prices.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(system: fontSize, weight: weight, variant: "-MonospacedDigits")
  }

  /// The monospaced system font.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(system: fontSize, weight: weight, variant: "-Mono")
  }

  /// The italic system font.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(system: fontSize, weight: .regular, variant: "-Italic")
  }

  /// The system font at a size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(system: fontSize, weight: .regular)
  }

  /// The system font at a size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(system: fontSize, weight: weight)
  }

  /// The bold system font at a size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(system: fontSize, weight: .bold)
  }

  /// The font for a Dynamic Type style at the default size category.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let sizes: [TextStyle: CGFloat] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
      .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    return UIFont(system: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular)
  }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(system: fontSize, weight: weight)
  }

  /// The height of a line of text in this font (headless: 1.2 × the point size).
  open var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
  }

  open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

  open override var description: String { "\(fontName) \(pointSize)pt" }
}
