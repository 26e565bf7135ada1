import Foundation

#if !canImport(UIKit)
  /// The horizontal alignment of text, as UIKit spells it.
  public enum NSTextAlignment: Int, Sendable {
    /// Left aligned.
    case left = 0
    /// Centred.
    case center = 1
    /// Right aligned.
    case right = 2
    /// Fully justified.
    case justified = 3
    /// The script's default alignment.
    case natural = 4
  }

  extension NSAttributedString.Key {
    /// The colour of the text (its value is a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The font of the text (its value is a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The background colour of the text (its value is a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  }
#endif
