import Foundation

/// A bar showing how far a task has got, from 0 to 1.
open class UIProgressView: UIView {
  /// The looks of a progress bar.
  public enum Style: Int, Sendable {
    case `default`, bar
  }
  /// The progress, kept within 0...1.
  open var progress: Float {
    get { storedProgress }
    set { storedProgress = min(max(newValue, 0), 1) }
  }
  private var storedProgress: Float = 0
  /// The look.
  open var progressViewStyle: Style = .default
  /// The colour of the filled part.
  open var progressTintColor: UIColor?
  /// The colour of the unfilled part.
  open var trackTintColor: UIColor?

  /// Creates a progress bar with a look.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the progress (`animated` is ignored headless).
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// A bar is 4 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 4)
  }
}
