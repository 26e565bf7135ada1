import Foundation

extension UIListContentConfiguration {
  /// How a list cell's text is drawn (`textProperties`, `secondaryTextProperties`).
  public struct TextProperties {
    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The alignment.
    public var alignment: Alignment = .natural
    /// The most lines (0: as many as needed).
    public var numberOfLines = 0
    /// Whether the font follows Dynamic Type.
    public var adjustsFontForContentSizeCategory = true

    /// Body text in the label colour.
    public init(font: UIFont = .preferredFont(forTextStyle: .body), color: UIColor = .label) {
      self.font = font
      self.color = color
    }

    /// The text alignments a list cell offers.
    public enum Alignment: Int, Sendable {
      case natural, center, justified
    }

    @MainActor func apply(to label: UILabel?) {
      guard let label else { return }
      label.font = font
      label.textColor = color
      label.numberOfLines = numberOfLines
      label.textAlignment = alignment == .center ? .center : .natural
    }
  }

  /// How a list cell's image is drawn (`imageProperties`).
  public struct ImageProperties {
    /// The tint of a template image (`nil`: the cell's tint).
    public var tintColor: UIColor?
    /// The image's size limit.
    public var maximumSize: CGSize = .zero
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// How an SF Symbol is drawn.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The defaults.
    public init() {}
  }
}
