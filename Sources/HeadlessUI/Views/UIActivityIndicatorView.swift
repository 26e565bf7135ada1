import Foundation

/// A spinner. As in UIKit, it is hidden while stopped unless `hidesWhenStopped` is false.
open class UIActivityIndicatorView: UIView {
  /// The spinner's size.
  public enum Style: Int, Sendable {
    /// The small spinner.
    case medium
    /// The large spinner.
    case large
  }

  /// The spinner's size. (UIKit calls this `style`; here `style` is the view's style name.)
  open var indicatorStyle: Style = .medium
  /// The spinner's colour.
  open var color: UIColor! = .gray
  /// Whether the spinner hides itself when stopped (default `true`).
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether it is spinning.
  open private(set) var isAnimating = false

  /// Creates a stopped (so hidden) spinner.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.indicatorStyle = style
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// Starts spinning and shows the view.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning; hides the view when `hidesWhenStopped`.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  open override var intrinsicContentSize: CGSize {
    indicatorStyle == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }
}
