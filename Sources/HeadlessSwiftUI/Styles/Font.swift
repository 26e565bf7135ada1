/// A font (kept for source compatibility: nothing is drawn, so it changes nothing).
public struct Font: Hashable, Sendable {
  let name: String

  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let title2 = Font(name: "title2")
  public static let title3 = Font(name: "title3")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let footnote = Font(name: "footnote")
  public static let caption = Font(name: "caption")
  public static let caption2 = Font(name: "caption2")

  /// A system font of a size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(name: "system \(size)")
  }

  /// A system font of a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(name: "\(style)")
  }

  /// A named font.
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }

  public func bold() -> Font { self }
  public func italic() -> Font { self }
  public func weight(_ weight: Weight) -> Font { self }
  public func monospacedDigit() -> Font { self }
  public func monospaced() -> Font { self }
  public func smallCaps() -> Font { self }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    let value: Int
    public static let ultraLight = Weight(value: 1)
    public static let thin = Weight(value: 2)
    public static let light = Weight(value: 3)
    public static let regular = Weight(value: 4)
    public static let medium = Weight(value: 5)
    public static let semibold = Weight(value: 6)
    public static let bold = Weight(value: 7)
    public static let heavy = Weight(value: 8)
    public static let black = Weight(value: 9)
  }

  /// A font design.
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

  /// A dynamic type style.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }
}

/// Something that fills a shape: a colour, a gradient, a material.
public protocol ShapeStyle {}

/// A colour (drawn nowhere; as a view it shows nothing).
public struct Color: Hashable, Sendable, ShapeStyle, View {
  let name: String

  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    name = "rgba(\(red), \(green), \(blue), \(opacity))"
  }
  public init(white: Double, opacity: Double = 1) { name = "white(\(white), \(opacity))" }
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    name = "hsba(\(hue), \(saturation), \(brightness), \(opacity))"
  }
  public init(uiColor: UIColor) { name = "\(uiColor)" }
  public init(_ uiColor: UIColor) { name = "\(uiColor)" }

  public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow")
  public static let green = Color("green"), mint = Color("mint"), teal = Color("teal")
  public static let cyan = Color("cyan"), blue = Color("blue"), indigo = Color("indigo")
  public static let purple = Color("purple"), pink = Color("pink"), brown = Color("brown")
  public static let white = Color("white"), gray = Color("gray"), black = Color("black")
  public static let clear = Color("clear"), primary = Color("primary")
  public static let secondary = Color("secondary"), accentColor = Color("accentColor")

  public func opacity(_ opacity: Double) -> Color { self }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Color: PrimitiveView {
  func update(_ node: ViewNode) {}
}

/// The hierarchical styles (`.primary`, `.secondary`…).
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

/// The tint style.
public struct TintShapeStyle: ShapeStyle, Sendable { public init() {} }
extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A material (blur) style.
public struct Material: ShapeStyle, Sendable {
  let name: String
  public static let regular = Material(name: "regular"), thin = Material(name: "thin")
  public static let ultraThin = Material(name: "ultraThin"), thick = Material(name: "thick")
  public static let bar = Material(name: "bar")
}
extension ShapeStyle where Self == Material {
  public static var regularMaterial: Material { .regular }
  public static var thinMaterial: Material { .thin }
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var bar: Material { .bar }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var blue: Color { .blue }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var gray: Color { .gray }
  public static var white: Color { .white }
  public static var black: Color { .black }
  public static var clear: Color { .clear }
  public static var accentColor: Color { .accentColor }
}
