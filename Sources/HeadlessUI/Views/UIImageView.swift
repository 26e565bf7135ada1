import Foundation

/// Shows an image (headless: remembers which).
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates an image view showing `image`, sized to it.
  /// How SF Symbols in this view are drawn (kept: symbols are names headless).
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open override var intrinsicContentSize: CGSize { image?.size ?? .zero }
}

extension UIView {
  /// How content fills a view.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  }
}
