import Foundation

#if !canImport(CoreGraphics)
  /// A colour as Core Graphics stores it: RGBA components from 0 to 1.
  ///
  /// Foundation on Linux has `CGFloat`, `CGPoint`, `CGSize` and `CGRect` but no `CGColor`;
  /// HeadlessUI supplies this small one (on Apple platforms Core Graphics' own is used).
  nonisolated public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// The red, green, blue and alpha components, each from 0 to 1.
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components (always 4).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Creates a colour from RGBA components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// Creates a grey from a white level and an alpha.
    public init(gray: CGFloat, alpha: CGFloat) {
      components = [gray, gray, gray, alpha]
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
      lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
  }
#endif
