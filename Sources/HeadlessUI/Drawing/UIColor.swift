import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A colour, stored as RGBA components from 0 to 1.
///
/// Two colours are equal when their components are (`label.textColor == .red`). Dynamic
/// system colours (`.label`, `.systemBackground`) have their light-appearance values.
nonisolated open class UIColor: NSObject, @unchecked Sendable {
  /// The red component, from 0 to 1.
  public let red: CGFloat
  /// The green component, from 0 to 1.
  public let green: CGFloat
  /// The blue component, from 0 to 1.
  public let blue: CGFloat
  /// The alpha (opacity) component, from 0 to 1.
  public let alpha: CGFloat
  /// The system name of a named colour ("systemRed"), used in descriptions.
  public let name: String?

  /// Creates a colour from RGBA components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = nil
  }

  /// Creates a grey: `white` 0 is black, 1 is white.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    if c.count >= 4 {
      self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    } else {
      self.init(white: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1)
    }
  }

  init(named name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1)
  {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = name
  }

  /// The same colour as a Core Graphics colour (for `CALayer` properties).
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)` does.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    return hasher.finalize()
  }

  open override var description: String {
    if let name { return name }
    func f(_ v: CGFloat) -> String { String(format: "%.3g", Double(v)) }
    return "UIColor(red: \(f(red)), green: \(f(green)), blue: \(f(blue)), alpha: \(f(alpha)))"
  }
}
