/// Shapes: views that draw nothing here.
@MainActor @preconcurrency
public protocol Shape: View {}

/// How a shape is filled.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill }
}

/// How a shape is stroked.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public init(lineWidth: CGFloat = 1) { self.lineWidth = lineWidth }
}

extension Shape {
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    self
  }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { self }
}

/// A rectangle.
public struct Rectangle: Shape {
  public init() {}
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}
extension Rectangle: PrimitiveView { func update(_ node: ViewNode) {} }

/// A rounded rectangle.
public struct RoundedRectangle: Shape {
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}
extension RoundedRectangle: PrimitiveView { func update(_ node: ViewNode) {} }

/// A circle.
public struct Circle: Shape {
  public init() {}
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}
extension Circle: PrimitiveView { func update(_ node: ViewNode) {} }

/// A capsule.
public struct Capsule: Shape {
  public init(style: RoundedCornerStyle = .continuous) {}
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}
extension Capsule: PrimitiveView { func update(_ node: ViewNode) {} }

/// The style of rounded corners.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius)
  }
}
