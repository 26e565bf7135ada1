import Foundation

/// The content of a list cell: text, secondary text, image (iOS 14's content configuration).
public struct UIListContentConfiguration {
  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image.
  public var image: UIImage?
  /// How the primary text is drawn.
  public var textProperties = TextProperties()
  /// How the secondary text is drawn.
  public var secondaryTextProperties = TextProperties(
    font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
  /// How the image is drawn.
  public var imageProperties = ImageProperties()
  /// Creates an empty configuration.
  public init() {}
  /// A configuration for plain cells.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A configuration with the secondary text beside the text.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A configuration with the secondary text under the text.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}
