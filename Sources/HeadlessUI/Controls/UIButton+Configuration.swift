import Foundation

extension UIButton {
  /// A button's look and content, iOS 15 style: `UIButton(configuration: .filled())`.
  /// Its `title` is the button's title wherever `setTitle(_:for:)` set none.
  public struct Configuration: Equatable {
    /// How round the corners are.
    public enum CornerStyle: Int, Sendable {
      case dynamic, fixed, small, medium, large, capsule
    }
    /// The button's size class.
    public enum Size: Int, Sendable {
      case mini, small, medium, large
    }

    /// The name of the base look ("filled", "plain"…).
    public let kind: String
    /// The title.
    public var title: String?
    /// A second line under the title.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// The background colour (tint colour by default for filled styles).
    public var baseBackgroundColor: UIColor?
    /// The title and image colour.
    public var baseForegroundColor: UIColor?
    /// How round the corners are.
    public var cornerStyle: CornerStyle = .dynamic
    /// The size class.
    public var buttonSize: Size = .medium
    /// Padding around the content.
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// The gap between image and title.
    public var imagePadding: CGFloat = 0
    /// Whether a spinner replaces the image.
    public var showsActivityIndicator = false

    init(kind: String) { self.kind = kind }

    /// No background.
    public static func plain() -> Configuration { Configuration(kind: "plain") }
    /// A tinted background.
    public static func tinted() -> Configuration { Configuration(kind: "tinted") }
    /// A grey background.
    public static func gray() -> Configuration { Configuration(kind: "gray") }
    /// A filled background in the tint colour.
    public static func filled() -> Configuration { Configuration(kind: "filled") }
    /// No border.
    public static func borderless() -> Configuration { Configuration(kind: "borderless") }
    /// A bordered look.
    public static func bordered() -> Configuration { Configuration(kind: "bordered") }
    /// A tinted bordered look.
    public static func borderedTinted() -> Configuration { Configuration(kind: "borderedTinted") }
    /// A prominent bordered look.
    public static func borderedProminent() -> Configuration {
      Configuration(kind: "borderedProminent")
    }
  }

  /// Creates a button with a configuration and an optional primary action.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// Calls `configurationUpdateHandler` (UIKit calls it when the state changes too).
  public func setNeedsUpdateConfiguration() {
    configurationUpdateHandler?(self)
  }
}
